/** The bot's texts in Arabic (the keys of ./en.ts). */
import type { BotCatalogue } from './catalogue';

export const messages: BotCatalogue = {
  "language.name": "العربية",
  "start.greeting": "مرحبًا {name}! ‏SendsWin لعبة سريعة: فردي أو زوجي، كبير أو صغير، يانصيب ورقم الحظ، مع أرباح بعملة USDT وعائد أسبوعي من الأصدقاء الذين تدعوهم. اضغط الزر لتلعب.",
  "button.open": "افتح SendsWin",
  "button.transaction": "عرض المعاملة",
  "help": "ما يمكنني فعله:\n/start – فتح اللعبة\n/language – اختيار لغتي\n/stop – إيقاف الإشعارات\n/notify – تشغيل الإشعارات\n/paysupport – الإيداع والسحب والاسترداد والدعم\n/help – هذه القائمة",
  "unknown": "أفهم الأوامر فقط. أرسل ‎/help لرؤيتها، أو اضغط الزر لتلعب.",
  "language.choose": "اختر لغتك:",
  "language.set": "تم: أتحدث العربية الآن، وكذلك التطبيق.",
  "stop.done": "الإشعارات متوقفة. أرسل ‎/notify لتشغيلها من جديد.",
  "notify.done": "الإشعارات مفعّلة. يمكنك إيقاف كل نوع منها من ملفك الشخصي في التطبيق.",
  "paysupport": "الإيداع: أرسل USDT من محفظتك داخل التطبيق؛ يُضاف إلى رصيدك بمجرد أن تؤكده الشبكة.\nالسحب: اطلبه من التطبيق؛ يُرسل إلى محفظتك عادةً خلال دقائق.\nالاسترداد: إذا تعذّر إرسال عملية سحب، يعود المبلغ إلى رصيدك تلقائيًا.\nالمساعدة: راسل {support}.",
  "command.start": "فتح اللعبة",
  "command.help": "ما يستطيع البوت فعله",
  "command.language": "اختيار اللغة",
  "command.stop": "إيقاف الإشعارات",
  "command.notify": "تشغيل الإشعارات",
  "command.paysupport": "الإيداع والسحب والدعم",
  "description": "‏SendsWin: فردي أو زوجي، كبير أو صغير، يانصيب ورقم الحظ، تُحسم فورًا وتُدفع بعملة USDT. ادعُ أصدقاءك واسحب كل أسبوع حصتك من لعبهم. اضغط «ابدأ» لتلعب.",
  "description.short": "ألعاب USDT سريعة وعائد أسبوعي من الأصدقاء الذين تدعوهم.",
  "kind.deposit_credited": "أُضيف إيداعك البالغ {amount} USDT إلى رصيدك.",
  "kind.withdrawal_sent": "أُرسل سحبك البالغ {amount} USDT إلى محفظتك.",
  "kind.withdrawal_refunded": "تعذّر إرسال سحبك البالغ {amount} USDT؛ عاد المبلغ إلى رصيدك.",
  "kind.referral_earnings_ready": "ربحت {amount} USDT من أصدقائك الأسبوع الماضي، وهي جاهزة للسحب في التطبيق.",
  "kind.friend_joined": "انضم {name} إلى SendsWin عبر رابطك.",
};
