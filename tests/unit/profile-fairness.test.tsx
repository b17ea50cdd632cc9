/** Profile → Fairness against a fake network edge: the commitment, rotation, its chain check, and refused client seeds. */
import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FairnessSection } from '../../src/features/profile/components/FairnessSection';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const CURRENT_SEED = 'f'.repeat(64);
const NEXT_SEED = 'e'.repeat(64);
const SEED = { seedHash: sha256(CURRENT_SEED), nextSeedHash: sha256(NEXT_SEED), clientSeed: 'c0ffee00c0ffee00', nonce: 3 };
const ROTATION = {
  previousSeed: CURRENT_SEED,
  previousSeedHash: SEED.seedHash,
  previousClientSeed: SEED.clientSeed,
  seedHash: SEED.nextSeedHash,
  nextSeedHash: 'b'.repeat(64),
  clientSeed: 'lucky-me',
  nonce: 0,
};
const CHAIN_OK = 'Checked: both seeds were committed before you chose.';
const CHAIN_BROKEN = 'Warning: these are not the committed seeds.';

describe('FairnessSection', () => {
  beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the commitment, rotates with the typed client seed and shows the revealed seed', async () => {
    let sent: unknown;
    const api = fakeApi({
      'GET /game/seed': ok({ data: SEED }),
      'POST /game/seed/rotate': (request) => {
        sent = request.body;
        return { status: 200, body: { data: ROTATION } };
      },
    });
    renderWithApp(<FairnessSection />);
    const section = screen.getByRole('region', { name: 'Fairness' });
    expect(await within(section).findByText(SEED.seedHash)).toBeInTheDocument();
    expect(within(section).getByText('3')).toBeInTheDocument();

    await userEvent.type(within(section).getByRole('textbox', { name: 'New client seed (optional)' }), 'lucky-me');
    await userEvent.click(within(section).getByRole('button', { name: 'Rotate seed' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(ROTATION.previousSeed));
    expect(sent).toEqual({ clientSeed: 'lucky-me' });
    // The revealed seed and the new current one are those committed before the client seed was typed.
    expect(within(section).getByRole('status')).toHaveTextContent(CHAIN_OK);
    // The new commitment replaces the old one; the field empties for the next rotation.
    expect(within(section).getByText(ROTATION.seedHash)).toBeInTheDocument();
    expect(within(section).getByText(ROTATION.nextSeedHash)).toBeInTheDocument();
    expect(within(section).getByText('lucky-me')).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'New client seed (optional)' })).toHaveValue('');
    expect(api.posts()).toHaveLength(1);
  });

  it.each([
    ['a new server seed other than the committed next one', { seedHash: 'd'.repeat(64) }],
    ['a revealed seed that does not hash to the commitment', { previousSeed: '0'.repeat(64) }],
  ])('warns when the rotation answers with %s', async (_name, tampered) => {
    fakeApi({
      'GET /game/seed': ok({ data: SEED }),
      'POST /game/seed/rotate': ok({ data: { ...ROTATION, ...tampered } }),
    });
    renderWithApp(<FairnessSection />);
    const section = screen.getByRole('region', { name: 'Fairness' });
    expect(await within(section).findByText(SEED.nextSeedHash)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Rotate seed' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(CHAIN_BROKEN));
    expect(within(section).getByRole('status')).not.toHaveTextContent(CHAIN_OK);
  });

  it('rotates with a random client seed when the field is empty', async () => {
    let sent: unknown;
    fakeApi({
      'GET /game/seed': ok({ data: SEED }),
      'POST /game/seed/rotate': (request) => {
        sent = request.body;
        return { status: 200, body: { data: ROTATION } };
      },
    });
    renderWithApp(<FairnessSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    await waitFor(() => expect(sent).toEqual({}));
  });

  it.each(['has space', 'a:b', 'naïve'])('refuses the client seed %j before sending anything', async (typed) => {
    const api = fakeApi({ 'GET /game/seed': ok({ data: SEED }) });
    renderWithApp(<FairnessSection />);
    const field = screen.getByRole('textbox', { name: 'New client seed (optional)' });
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('without spaces or “:”');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.posts()).toHaveLength(0);
  });

  it('says so when the rotation fails, keeping the typed seed', async () => {
    fakeApi({
      'GET /game/seed': ok({ data: SEED }),
      'POST /game/seed/rotate': () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests' } } }),
    });
    renderWithApp(<FairnessSection />);
    const field = screen.getByRole('textbox', { name: 'New client seed (optional)' });
    await userEvent.type(field, 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(field).toHaveValue('mine');
  });
});
