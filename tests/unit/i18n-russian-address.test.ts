/** Russian speaks to the player as "ты" throughout (the catalogue's own rule): no "вы", "ваш", "вас" slips back in. */
import { expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages/ru';

const FORMAL = /(?<!\p{L})(вы|вас|вам|вами|ваш\p{L}*)(?!\p{L})/iu;

it('addresses the player as ты in every Russian text', () => {
  const formal = Object.entries(messages).filter(([, text]) => FORMAL.test(text));
  expect(formal).toEqual([]);
});
