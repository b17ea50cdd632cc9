import { useT } from '../../../i18n/t';

const WEEKS = [0, 1, 2];

/** Placeholder weeks while the circles load: the layout is there at once, not a blank screen. */
export function FriendsSkeleton() {
  const t = useT();
  return (
    <ul className="friends-weeks" aria-busy="true" aria-label={t('screen.loading')}>
      {WEEKS.map((week) => (
        <li key={week} className="friends-week friends-week--skeleton skeleton" />
      ))}
    </ul>
  );
}
