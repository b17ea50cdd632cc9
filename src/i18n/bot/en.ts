/**
 * The bot's texts in English (docs/bot.md): the default, and the key list every other language
 * repeats (./catalogues.ts types them). Placeholders are plain `{name}`, filled by ./format.ts.
 * Kept apart from the app's catalogues: the server imports these, the app's bundle never does.
 */
export const en = {
  // Its own name, on the /language keyboard.
  'language.name': 'English',
  'start.greeting': 'Hi {name}! SendsWin is a quick game of odd or even, big or small, a lottery and a lucky number, with payouts in USDT and weekly earnings from the friends you invite. Tap the button to play.',
  'button.open': 'Open SendsWin',
  // A sent withdrawal's notice links its transaction on the explorer.
  'button.transaction': 'View the transaction',
  help: 'What I can do:\n/start – open the game\n/language – choose my language\n/stop – turn notifications off\n/notify – turn notifications on\n/paysupport – deposits, withdrawals, refunds and support\n/complaint – file a complaint\n/help – this list',
  unknown: 'I only understand commands. Send /help to see them, or tap the button to play.',
  'language.choose': 'Choose your language:',
  'language.set': 'Done: I speak English now, and so does the app.',
  'stop.done': 'Notifications are off. Send /notify to turn them back on.',
  'notify.done': 'Notifications are on. You can turn each kind off in your profile in the app.',
  paysupport:
    'Deposits: send USDT from your wallet in the app; it is credited once the network confirms it.\nWithdrawals: ask for one in the app; it is sent to your wallet, usually within minutes.\nRefunds: if a withdrawal cannot be sent, its amount comes back to your balance by itself.\nHelp: write to {support}.',
  'command.start': 'Open the game',
  'command.help': 'What the bot can do',
  'command.language': 'Choose the language',
  'command.stop': 'Turn notifications off',
  'command.notify': 'Turn notifications on',
  'command.paysupport': 'Deposits, withdrawals and support',
  description: 'SendsWin: odd or even, big or small, a lottery and a lucky number, settled at once and paid in USDT. Invite friends and withdraw your share of their play every week. Tap Start to play.',
  'description.short': 'Quick USDT games and weekly earnings from the friends you invite.',
  'kind.deposit_credited': 'Your deposit of {amount} USDT is on your balance.',
  'kind.withdrawal_sent': 'Your withdrawal of {amount} USDT has been sent to your wallet.',
  'kind.withdrawal_refunded': 'Your withdrawal of {amount} USDT could not be sent; the amount is back on your balance.',
  'kind.referral_earnings_ready': 'Your friends earned you {amount} USDT last week. It is ready to withdraw in the app.',
  'kind.friend_joined': '{name} joined SendsWin with your link.',
  'command.complaint': 'File a complaint',
  'complaint.choose': 'What is your complaint about?',
  'complaint.kind.payment': 'A payment',
  'complaint.kind.game': 'A game result',
  'complaint.kind.protection': 'Player protection',
  'complaint.kind.other': 'Something else',
  'complaint.write': 'Write what happened in one message. Add the order number or the transaction if you have it.',
  'complaint.filed': 'Thank you. Complaint #{id} is filed; we will answer by {deadline}. You will get the answer here and in the app, under Profile.',
  'kind.complaint_answered': 'Your complaint #{id} has an answer:\n\n{text}',
} as const;

export type BotMessageId = keyof typeof en;
