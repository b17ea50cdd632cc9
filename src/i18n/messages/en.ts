/**
 * English UI text, one flat map of message id -> text: the default catalogue. This file holds what
 * the entry needs (home, the bottom bar, toasts, errors, sessions, offers, every screen's title) and
 * is bundled in it; the texts of the other screens are in ./en-screens.ts, a chunk the app loads
 * after its first render and every other screen waits for (docs/i18n-a11y.md). The 16 other
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
  'friends.invite.title': 'Your invite link',

  'profile.title': 'Profile',
  'profileEdit.title': 'Edit profile',

  'i18n.loadFailed': '{language} could not be loaded, so the app stays in this language. Check your connection and try again.',

  'login.title': 'Open SendsWin in Telegram',
  'login.howTo': 'SendsWin is a Telegram mini-app. In Telegram, open the SendsWin bot and tap its Play button: you are signed in automatically.',
  'login.browser': 'Playing in this browser instead? Log in with your Telegram account.',
  'login.button': 'Log in with Telegram',
  'login.problem.expired': 'Your Telegram launch has expired. Close the app and open it again from Telegram.',
  'login.problem.invalid': 'Telegram’s launch data could not be verified. Open the app again from Telegram.',
  'login.problem.tokenExpired': 'Your login has expired. Log in again.',
  'login.problem.loginFailed': 'The Telegram login did not complete. Try again.',
  'login.problem.other': 'You could not be signed in.',
  'login.serverSaid': 'Server message: {message}',

  'session.error.title': 'The server cannot be reached',
  'session.error.retry': 'Try again',

  'error.route.title': 'Something went wrong',
  'error.route.retry': 'try again!',
  'error.generic.title': 'Something went wrong!',
  'error.generic.show': 'Show Error',
  'error.generic.hide': 'Hide Error',
  'error.notFound': 'Not Found',

  'offline.banner': 'You are offline. Showing saved data; it updates when you are back online.',
  'pwa.update.available': 'A new version is available',
  'pwa.update.reload': 'Reload',

  'events.newGame': 'New {result} order ID {orderId} option {option}',
  'events.result.win': 'WIN',
  'events.result.loss': 'LOSS',
  'events.payout': 'Payout {payout} USDT is processing.',
  'events.deposit': 'Deposit of {amount} USDT received.',
  'apiError.paymentsOff': 'Deposits are off on this server.',
  'wallet.title': 'Wallet',
  'toast.dismiss': 'Dismiss',

  'install.offer': 'Add SendsWin to your home screen: it opens full screen, in one tap, even offline.',
  'install.accept': 'Install',
  'install.later': 'Not now',
  'install.profile': 'Install the app',
  'install.ios.title': 'Add SendsWin to your Home Screen',
  'install.ios.share': 'Tap the Share button in Safari’s toolbar.',
  'install.ios.add': 'Scroll down and choose “Add to Home Screen”.',
  'install.ios.confirm': 'Tap “Add”. SendsWin then opens from its icon, like an app.',
  'install.ios.done': 'Done',
  'login.problem.stateMismatch': 'This login link was not started from this page, so it was ignored to protect your account. Log in again with the button below.',
  'login.problem.badProfile': 'Your Telegram name or username cannot be used here (too long or with hidden characters). Change it in Telegram, then try again.',
  'apiError.session': 'Your session could not be verified. Close the app and open it again.',
  'apiError.circleNotFound': 'There are no referral earnings for that week.',
  'apiError.alreadyWithdrawn': 'The earnings of that week were already withdrawn.',
  'apiError.nothingToWithdraw': 'That week has no earnings to withdraw.',
  'apiError.circleNotFinished': 'This week is not over yet: withdraw its earnings once it has ended.',
  'apiError.insufficientBalance': 'Your balance is too low for this stake.',
  'apiError.rateLimited': 'Too many requests at once. Wait a minute and try again.',
  'apiError.badRequest': 'The server could not accept this request. Reload the app and try again.',
  'apiError.server': 'Something went wrong on our side. Try again in a moment.',
  'apiError.network': 'The server could not be reached. Check your connection and try again.',
  'apiError.unknown': 'Something went wrong. Try again.',
  'document.title': '{screen} · SendsWin',
  'session.ended.title': 'Your session has ended',
  'session.ended.telegram': 'Close the app and open it again from Telegram to carry on.',
  'session.ended.reopen': 'Close and reopen',
  'session.ended.browser': 'Log in again to carry on.',
  'session.ended.login': 'Log in again',
  // Odds, the result at the button, order details and the fairness verifier (docs/fairness.md).
  'order.multiplier': '×{multiplier}',
  'order.potentialPayout': 'Potential payout: {payout} USDT',
  'order.result.balance': 'Balance: {balance} USDT',
  'order.result.details': 'Order {orderId}: details and verification',
  'order.result.failed': 'Order not placed',
  'order.result.announce': '{verdict}. Drawn digit: {outcome}. Payout: {payout} USDT. Balance: {balance} USDT.',
  'order.details.title': 'Order {orderId}',
  'order.details.game': 'Game',
  'order.details.pick': 'Pick',
  'order.details.outcome': 'Drawn',
  'order.details.result': 'Result',
  'order.details.stake': 'Stake',
  'order.details.payout': 'Payout',
  'order.details.placed': 'Placed',
  'order.details.error': 'This order could not be loaded.',
  'order.details.back': 'Back to History',
  'verify.title': 'Fairness check',
  'fairness.title': 'Fairness',
  // Telegram's platform (docs/telegram-platform.md): fullscreen, home screen, invite cards.
  'fullscreen.label': 'Full screen',
  'fullscreen.hint': 'Use the whole screen; Telegram’s buttons stay on top.',
  'fullscreen.failed': 'Full screen is not available on this device.',
  // Bot notifications in profile (docs/bot.md).
  'notice.title': 'Bot notifications',
  'homeScreen.title': 'Home screen',
  'homeScreen.text': 'Put SendsWin on your home screen and open it in one tap.',
  'homeScreen.add': 'Add to home screen',
  'homeScreen.later': 'Not now',
  'homeScreen.added': 'SendsWin is on your home screen.',
} as const;

export type MessageId = keyof typeof en | keyof typeof enScreens;
