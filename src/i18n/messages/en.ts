/**
 * English UI text, one flat map of message id -> text. The i18n issue turns this into the default
 * catalogue for @formatjs/intl; placeholders use ICU's `{name}` syntax so the text carries over.
 */
export const en = {
  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.friends': 'Friends',
  'nav.profile': 'Profile',
  'nav.support': 'Support',

  'screen.loading': 'Loading…',

  'home.title': 'Home',
  'home.intro': 'Pick a game, place an order, and follow your results live.',
  'home.invite': 'Invited with code {ref}',
  'home.games': 'Games',
  'home.game.odd_even': 'Odd or Even',
  'home.game.big_small': 'Big or Small',
  'home.game.lottery': 'Lottery',
  'home.game.lucky_number': 'Lucky Number',
  'home.options': 'Options: {options}',
  'home.howItWorks': 'How it works',
  'home.step.pick': 'Pick a game and an option.',
  'home.step.order': 'Place an order with a stake in USDT.',
  'home.step.result': 'Each order settles at once as a win or a loss; wins pay out in USDT.',
  'home.fairness': 'Every result comes from a seed committed before play, so any result can be re-checked.',
  'home.more': 'More',
  'home.historyLink': 'History',
  'home.historyHint': 'Your past orders and their results.',

  'history.title': 'History',
  'history.empty': 'Your orders will appear here.',
  'history.homeLink': 'Back to Home',

  'friends.title': 'Friends',
  'friends.intro': 'Invite friends and earn from their orders every week.',
  'friends.historyLink': 'History',

  'profile.title': 'Profile',
  'profile.intro': 'Your account and settings.',
  'profile.player': 'Player',
  'profile.playerId': 'Player ID {id}',
  'profile.editLink': 'Edit profile',
  'profile.historyLink': 'History',
  'profileEdit.title': 'Edit profile',
  'profileEdit.intro': 'Language and other settings will be editable here.',
  'profileEdit.backLink': 'Back to Profile',

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
} as const;

export type MessageId = keyof typeof en;
