/**
 * English UI text, one flat map of message id -> text: the default catalogue. This file holds what
 * the entry needs (home, the bottom bar, the event toasts, the error screens, every screen's title)
 * and is bundled in it (the initial JS budget, docs/performance.md); the texts of the other screens
 * and of the lazy chunks that wait for them (login, session ended, status notices, API error texts:
 * i18n/store.ts withScreenTexts) are in ./en-screens.ts (docs/i18n-a11y.md). The 16 other
 * languages load whole, on demand (../catalogues.ts). Placeholders are ICU's plain `{name}`; English
 * uses no other ICU syntax, so it renders without the ICU parser (../minimal-format.ts).
 */
import type { enScreens } from './en-screens';

export const en = {
  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.friends': 'Friends',
  'nav.friendsDot': 'Earnings to withdraw',
  'nav.profile': 'Profile',
  'nav.support': 'Support',

  'screen.loading': 'Loading…',

  'home.title': 'Home',
  'home.invite': 'Invited with code {ref}',
  'home.games': 'Game',
  'home.howItWorks': 'How to play',
  'home.howItWorks.dismiss': 'Got it',
  'home.step.pick': 'Pick a game and an option.',
  'home.step.order': 'Enter a stake in USDT and place the order.',
  'home.step.result': 'Each order settles at once as a win or a loss; wins pay out in USDT.',
  'home.more': 'More',
  'home.historyLink': 'History',
  'home.historyHint': 'Your past orders and their results.',

  'game.odd_even': 'Odd or Even',
  'game.big_small': 'Big or Small',
  'game.lottery': 'Lottery',
  'game.lucky_number': 'Lucky Number',

  // The bet options' labels of docs/product.md section 3 (contract/games.ts OPTION_LABELS), translated.
  'option.even': 'Even',
  'option.odd': 'Odd',
  'option.over': 'Big',
  'option.under': 'Small',
  'option.lottery_1': '1',
  'option.lottery_2': '2',
  'option.lottery_3': '3',
  'option.lucky_number': 'Lucky Number',

  'order.option': 'Your pick',
  'order.number': 'Your number',
  'order.stake.label': 'Stake (USDT)',
  'order.stake.quick': 'Set the stake to {amount} USDT',
  'order.stake.format': 'Enter an amount in USDT, like 1.5 (at most 6 decimals).',
  'order.stake.min': 'The smallest stake is {min} USDT.',
  'order.stake.max': 'The largest stake is {max} USDT.',
  'order.stake.balance': 'That is more than your balance of {balance} USDT.',
  'order.balance': 'Balance: {balance} USDT',
  'order.place': 'Place order',
  'order.placing': 'Placing…',
  'order.offline': 'Placing an order needs the network',
  'order.failed': 'The order could not be sent. Check your connection and try again.',
  'order.commitment': 'Next result is committed to seed hash {hash}',
  'order.result.label': 'Result',
  'order.result.win': 'You won',
  'order.result.loss': 'You lost',
  'order.result.outcome': 'Drawn digit: {digit}',
  'order.result.payout': 'Payout: {payout} USDT',

  'liveWins.title': 'Live wins',
  'liveWins.empty': 'No wins yet. Be the first!',
  'liveWins.error': 'Live wins could not be loaded.',
  'liveWins.payout': '+{payout} USDT',

  'common.retry': 'Try again',

  'history.title': 'History',

  'friends.title': 'Friends',

  'profile.title': 'Profile',
  'profileEdit.title': 'Edit profile',

  'i18n.loadFailed': '{language} could not be loaded, so the app stays in this language. Check your connection and try again.',


  'session.error.title': 'The server cannot be reached',
  'session.error.retry': 'Try again',

  'error.route.title': 'Something went wrong',
  'error.route.retry': 'try again!',
  'error.generic.title': 'Something went wrong!',
  'error.generic.show': 'Show Error',
  'error.generic.hide': 'Hide Error',
  'error.notFound': 'Not Found',


  'events.newGame': 'New {result} order ID {orderId} option {option}',
  'events.result.win': 'WIN',
  'events.result.loss': 'LOSS',
  'events.payout': 'Payout {payout} USDT is processing.',
  'events.payoutCredited': 'Payout {payout} USDT added to your balance.',
  'events.deposit': 'Deposit of {amount} USDT received.',
  'toast.dismiss': 'Dismiss',

  'document.title': '{screen} · SendsWin',
  // Odds and the result at the button (docs/fairness.md).
  'order.multiplier': '×{multiplier}',
  'order.potentialPayout': 'Potential payout: {payout} USDT',
  'order.result.balance': 'Balance: {balance} USDT',
  'order.result.details': 'Order {orderId}: details and verification',
  'order.result.failed': 'Order not placed',
  'order.result.announce': '{verdict}. Drawn digit: {outcome}. Payout: {payout} USDT. Balance: {balance} USDT.',
  // Telegram's platform (docs/telegram-platform.md): full screen.
  'fullscreen.failed': 'Full screen is not available on this device.',
  'protection.title': 'Play safely',
  'complaints.title': 'Complaints',
  'protection.timedOutUntil': 'On a break until {date}',
  'protection.excludedUntil': 'Excluded until {date}',
  'protection.excludedPermanently': 'Excluded permanently: this exclusion has no end',
  'realityCheck.title': 'Reality check',
  'realityCheck.played': 'Time played: {duration}',
  'realityCheck.net': 'Net result this session: {amount} USDT',
  'realityCheck.keep': 'Keep playing',
  'home.oddsLink': 'Odds and fairness',
  'home.oddsHint': 'Each game’s payouts, return to player and how to check a result.',
  'odds.title': 'Odds and fairness',
  'terms.title': 'Terms of play',
  'break.title': 'You are taking a break',
  'break.stillOpen': 'Play is paused. Your wallet, history and statement stay open.',
  'break.walletLink': 'Wallet and statement',
  'realityCheck.stopPlaying': 'Stop playing',
  'order.yourLimits': 'Your limits and breaks',
  'order.toWallet': 'Top up in the wallet',
  'verification.title': 'Verification',
  'notAvailable.title': 'Not available',
} as const;

export type MessageId = keyof typeof en | keyof typeof enScreens;
