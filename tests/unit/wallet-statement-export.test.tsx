/** The wallet screen's CSV statement export against the fake API: the chosen date range is asked for and saved as a file. */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type { WalletSummary } from '../../src/contract/api-types';
import WalletScreen from '../../src/features/wallet/routes/WalletScreen';
import { fakeApi, ok } from './kit/fake-api';
import { renderWithApp } from './kit/render-app';

const SUMMARY: WalletSummary = { payments: false, balance: '10.000000', held: '0.000000', termsAccepted: false, depositAddress: null, depositMemo: null, usdtMaster: null, network: null, minDeposit: '1.000000', boundAddress: null, limits: null, walletsListUrl: null, heldReturning: null };
const CSV = 'date,type,amount_usdt,reference,tx_hash\r\n2026-11-02T10:00:00.000Z,deposit,25.000000,deposit:ab,ab\r\n';

// Online, so the query client runs the queries (jsdom reports offline).
beforeEach(() => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true));

it('downloads the statement of the chosen date range as a CSV file', async () => {
  const asked: Array<string | null>[] = [];
  fakeApi({
    'GET /wallet': ok({ data: SUMMARY }),
    'GET /wallet/transactions': ok({ data: [], page: 1, hasNext: false }),
    'GET /wallet/statement.csv': (request) => {
      asked.push([request.url.searchParams.get('from'), request.url.searchParams.get('to')]);
      return { status: 200, body: CSV, headers: { 'content-type': 'text/csv' } };
    },
  });
  const saved: Blob[] = [];
  // jsdom has no object URLs; a click on the download link is recorded instead of navigating.
  Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:statement'), revokeObjectURL: () => {} });
  const clicks: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });

  renderWithApp(<WalletScreen />);
  const form = await screen.findByRole('form', { name: 'Statement (CSV)' }, { timeout: 5000 });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-01' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-26' } });
  await userEvent.click(within(form).getByRole('button', { name: 'Download CSV' }));

  await vi.waitFor(() => expect(clicks).toEqual(['sendswin-statement-2026-11-01-2026-11-26.csv']));
  expect(asked).toEqual([['2026-11-01', '2026-11-26']]);
  expect(await saved[0]!.text()).toBe(CSV);
});
