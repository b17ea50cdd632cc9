/** The invite card's Bot API parameters and answer check (server/referrals/invite-card.ts), without Telegram. */
import { describe, expect, it } from 'vitest';
import { inviteCardParams, inviteLink, prepareInviteCard, type InviteCard } from '../../../server/referrals/invite-card';

const CARD: InviteCard = { telegramUserId: 42, refCode: 'AB c/d', botUsername: 'SendsWinBot', text: 'Play with me', button: 'Open' };

describe('inviteCardParams', () => {
  it('is one article for private chats and groups, whose button opens the Main Mini App with the ref code', () => {
    const params = inviteCardParams(CARD);
    expect(params).toEqual({
      user_id: 42,
      result: {
        type: 'article',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Open',
        description: 'Play with me',
        input_message_content: { message_text: 'Play with me' },
        reply_markup: { inline_keyboard: [[{ text: 'Open', url: 'https://t.me/SendsWinBot?startapp=AB%20c%2Fd' }]] },
      },
      allow_user_chats: true,
      allow_group_chats: true,
    });
    expect(inviteLink('b', 'x')).toBe('https://t.me/b?startapp=x');
  });

  it('gives every card its own result id', () => {
    const id = (p: Record<string, unknown>) => (p.result as { id: string }).id;
    expect(id(inviteCardParams(CARD))).not.toBe(id(inviteCardParams(CARD)));
  });
});

describe('prepareInviteCard', () => {
  it('asks savePreparedInlineMessage and returns the id and the expiry as ISO time', async () => {
    const calls: [string, unknown][] = [];
    const prepared = await prepareInviteCard(async <T>(method: string, params: unknown) => {
      calls.push([method, params]);
      return { id: 'pm1', expiration_date: 1_800_000_000 } as T;
    }, CARD);
    expect(prepared).toEqual({ id: 'pm1', expiresAt: '2027-01-15T08:00:00.000Z' });
    expect(calls).toEqual([['savePreparedInlineMessage', expect.objectContaining({ user_id: 42 })]]);
  });

  it.each([
    ['no answer', undefined],
    ['no id', { expiration_date: 1 }],
    ['a numeric id', { id: 7, expiration_date: 1 }],
    ['no expiry', { id: 'pm1' }],
    ['an expiry as text', { id: 'pm1', expiration_date: '1' }],
  ])('refuses an answer with %s', async (_, answer) => {
    await expect(prepareInviteCard(async <T>() => answer as T, CARD)).rejects.toThrow(/without an id and expiration date/);
  });
});
