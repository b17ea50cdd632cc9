/** The bot's texts in Korean (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "한국어",
  "start.greeting": "안녕하세요, {name}님! SendsWin은 홀짝, 대소, 복권, 행운의 숫자로 즐기는 빠른 게임입니다. 당첨금은 USDT로 받고, 초대한 친구들로부터 매주 수익도 받을 수 있어요. 버튼을 눌러 플레이하세요.",
  "button.open": "SendsWin 열기",
  "button.transaction": "거래 보기",
  "help": "할 수 있는 일:\n/start – 게임 열기\n/language – 언어 선택\n/stop – 알림 끄기\n/notify – 알림 켜기\n/paysupport – 입금, 출금, 환불 및 고객 지원\n/help – 이 목록",
  "unknown": "명령어만 이해할 수 있어요. /help를 보내 목록을 확인하거나 버튼을 눌러 플레이하세요.",
  "language.choose": "언어를 선택하세요:",
  "language.set": "완료: 이제 한국어로 말할게요. 앱도 한국어로 바뀝니다.",
  "stop.done": "알림이 꺼졌습니다. 다시 켜려면 /notify를 보내세요.",
  "notify.done": "알림이 켜졌습니다. 앱의 프로필에서 종류별로 끌 수 있어요.",
  "paysupport": "입금: 앱에서 지갑의 USDT를 보내세요. 네트워크가 확인하는 즉시 잔액에 반영됩니다.\n출금: 앱에서 신청하면 보통 몇 분 안에 지갑으로 전송됩니다.\n환불: 출금을 보낼 수 없으면 금액이 자동으로 잔액에 돌아옵니다.\n도움말: {support}로 문의하세요.",
  "command.start": "게임 열기",
  "command.help": "봇이 할 수 있는 일",
  "command.language": "언어 선택",
  "command.stop": "알림 끄기",
  "command.notify": "알림 켜기",
  "command.paysupport": "입금, 출금 및 고객 지원",
  "description": "SendsWin: 홀짝, 대소, 복권, 행운의 숫자. 결과는 바로 나오고 USDT로 지급됩니다. 친구를 초대하고 매주 친구들의 플레이에서 나온 내 몫을 출금하세요. 시작을 눌러 플레이하세요.",
  "description.short": "빠른 USDT 게임과 초대한 친구들로부터의 주간 수익.",
  "kind.deposit_credited": "{amount} USDT 입금이 잔액에 반영되었습니다.",
  "kind.withdrawal_sent": "{amount} USDT 출금이 지갑으로 전송되었습니다.",
  "kind.withdrawal_refunded": "{amount} USDT 출금을 보내지 못해 금액이 잔액으로 돌아왔습니다.",
  "kind.referral_earnings_ready": "지난주 친구들 덕분에 {amount} USDT를 벌었어요. 앱에서 바로 출금할 수 있습니다.",
  "kind.friend_joined": "{name}님이 회원님의 링크로 SendsWin에 가입했습니다.",
};
