/** The bot's texts in Simplified Chinese (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "简体中文",
  "start.greeting": "你好，{name}！SendsWin 是一款快速游戏：单双、大小、彩票和幸运数字，以 USDT 支付奖金，还能每周从你邀请的好友那里获得收益。点击按钮开始游戏。",
  "button.open": "打开 SendsWin",
  "button.transaction": "查看交易",
  "help": "我可以：\n/start – 打开游戏\n/language – 选择语言\n/stop – 关闭通知\n/notify – 开启通知\n/paysupport – 充值、提现、退款和客服\n/help – 显示此列表",
  "unknown": "我只懂命令。发送 /help 查看命令，或点击按钮开始游戏。",
  "language.choose": "请选择语言：",
  "language.set": "好了：我现在说简体中文，应用也一样。",
  "stop.done": "通知已关闭。发送 /notify 可重新开启。",
  "notify.done": "通知已开启。你可以在应用的个人资料中关闭任一类通知。",
  "paysupport": "充值：在应用中从你的钱包发送 USDT，网络确认后即到账。\n提现：在应用中申请，资金会发送到你的钱包，通常几分钟内完成。\n退款：如果提现无法发送，金额会自动退回你的余额。\n帮助：请联系 {support}。",
  "command.start": "打开游戏",
  "command.help": "机器人能做什么",
  "command.language": "选择语言",
  "command.stop": "关闭通知",
  "command.notify": "开启通知",
  "command.paysupport": "充值、提现和客服",
  "description": "SendsWin：单双、大小、彩票和幸运数字，即时开奖，以 USDT 支付。邀请好友，每周提取你从他们游戏中获得的分成。点击“开始”即可游戏。",
  "description.short": "快速的 USDT 游戏，以及来自受邀好友的每周收益。",
  "kind.deposit_credited": "你充值的 {amount} USDT 已到账。",
  "kind.withdrawal_sent": "你提现的 {amount} USDT 已发送到你的钱包。",
  "kind.withdrawal_refunded": "你提现的 {amount} USDT 未能发送，金额已退回你的余额。",
  "kind.referral_earnings_ready": "上周你的好友为你带来了 {amount} USDT，现在可以在应用中提现。",
  "kind.friend_joined": "{name} 通过你的链接加入了 SendsWin。",
};
