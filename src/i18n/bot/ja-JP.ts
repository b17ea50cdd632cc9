/** The bot's texts in Japanese (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "日本語",
  "start.greeting": "こんにちは、{name}さん！SendsWin は、丁半・大小・くじ・ラッキーナンバーで遊べるスピーディーなゲームです。配当は USDT で受け取れ、招待した友だちからは毎週収益が入ります。ボタンをタップして遊びましょう。",
  "button.open": "SendsWin を開く",
  "button.transaction": "取引を見る",
  "help": "できること：\n/start – ゲームを開く\n/language – 言語を選ぶ\n/stop – 通知をオフにする\n/notify – 通知をオンにする\n/paysupport – 入金・出金・返金とサポート\n/help – この一覧",
  "unknown": "コマンドだけがわかります。/help で一覧を見るか、ボタンをタップして遊んでください。",
  "language.choose": "言語を選んでください：",
  "language.set": "設定しました。これから日本語で話します。アプリも日本語になります。",
  "stop.done": "通知をオフにしました。/notify を送るとオンに戻ります。",
  "notify.done": "通知をオンにしました。種類ごとにアプリのプロフィールでオフにできます。",
  "paysupport": "入金：アプリからウォレットの USDT を送金してください。ネットワークで承認され次第、残高に反映されます。\n出金：アプリで申請すると、通常は数分でウォレットに送金されます。\n返金：出金を送れなかった場合、金額は自動で残高に戻ります。\nお問い合わせ：{support} までご連絡ください。",
  "command.start": "ゲームを開く",
  "command.help": "ボットでできること",
  "command.language": "言語を選ぶ",
  "command.stop": "通知をオフにする",
  "command.notify": "通知をオンにする",
  "command.paysupport": "入金・出金とサポート",
  "description": "SendsWin：丁半・大小・くじ・ラッキーナンバー。結果はすぐに出て、配当は USDT で支払われます。友だちを招待して、その人たちのプレイからの取り分を毎週引き出しましょう。「開始」をタップして遊べます。",
  "description.short": "すぐ遊べる USDT ゲームと、招待した友だちからの毎週の収益。",
  "kind.deposit_credited": "{amount} USDT の入金が残高に反映されました。",
  "kind.withdrawal_sent": "{amount} USDT の出金をウォレットに送金しました。",
  "kind.withdrawal_refunded": "{amount} USDT の出金を送金できなかったため、金額を残高に戻しました。",
  "kind.referral_earnings_ready": "先週、友だちのおかげで {amount} USDT を獲得しました。アプリで引き出せます。",
  "kind.friend_joined": "{name}さんがあなたのリンクから SendsWin に参加しました。",
};
