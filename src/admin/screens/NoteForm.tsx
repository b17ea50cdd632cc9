/** Support's note on a player (support and up; the server checks the role again). */
import { useState, type FormEvent } from 'react';
import { useAddNote } from '../api/player-note';
import { MutationMessage } from '../components/MutationMessage';
import { texts } from '../shared/texts';

export function NoteForm({ playerId, allowed }: { playerId: number; allowed: boolean }) {
  const [text, setText] = useState('');
  const addNote = useAddNote(playerId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    addNote.mutate(text.trim(), { onSuccess: () => setText('') });
  }

  return (
    <form onSubmit={submit} className="stack-form">
      <label htmlFor="note-text">{texts.player.noteLabel}</label>
      <textarea id="note-text" value={text} onChange={(event) => setText(event.target.value)} disabled={!allowed} rows={3} maxLength={2000} />
      <button type="submit" disabled={!allowed || addNote.isPending} title={allowed ? undefined : texts.common.noPermission}>
        {texts.player.addNote}
      </button>
      <MutationMessage mutation={addNote} />
    </form>
  );
}
