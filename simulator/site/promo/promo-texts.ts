/**
 * What the promotion catalogue says, in the four languages (vi, en, zh-cn, th). Titles come from
 * the client's own page titles (locales/<lang>/pages.json), so a page and its promotion never
 * disagree; what is here is the server's content: summaries, articles, FAQ answers, popup ads.
 */
export type Lang = 'vi' | 'en' | 'zh-cn' | 'th';
export type L = Record<Lang, string>;

export const SUMMARIES: Record<string, L> = {
  article: {
    vi: 'Chi tiết, thời gian và điều khoản của chương trình khuyến mãi.',
    en: 'The details, dates and terms of this promotion.',
    'zh-cn': '本活动的详情、时间与条款。',
    th: 'รายละเอียด ระยะเวลา และเงื่อนไขของโปรโมชันนี้',
  },
  depositBonus: {
    vi: 'Chọn mức thưởng và đăng ký, rồi nạp ít nhất số tiền của mức đó: tiền thưởng được cộng cùng lần nạp.',
    en: 'Pick your tier and apply, then deposit at least its amount: the bonus comes with that deposit.',
    'zh-cn': '选择档位并申请，然后充值不少于该档金额：彩金随该笔充值到账。',
    th: 'เลือกระดับแล้วสมัคร จากนั้นฝากอย่างน้อยตามยอดของระดับนั้น โบนัสจะเข้าพร้อมเงินฝาก',
  },
  signIn: {
    vi: 'Điểm danh mỗi ngày trong tháng, phần thưởng vào ví ngay.',
    en: "Check in every day this month; each day's reward goes straight to your wallet.",
    'zh-cn': '本月每天签到，当日奖励直接进入钱包。',
    th: 'เช็กอินทุกวันในเดือนนี้ รางวัลเข้ากระเป๋าทันที',
  },
  wheel: {
    vi: 'Quay vòng quay mỗi ngày, lần quay nào cũng có thưởng.',
    en: 'Spin the wheel every day; every spin wins a prize.',
    'zh-cn': '每天转动转盘，次次有奖。',
    th: 'หมุนวงล้อทุกวัน ได้รางวัลทุกครั้ง',
  },
  giftBox: {
    vi: 'Mỗi ngày chọn một hộp quà và mở để nhận tiền thưởng.',
    en: 'Pick a gift box each day and open it for a cash prize.',
    'zh-cn': '每天选一个礼盒打开，领取现金奖励。',
    th: 'เลือกกล่องของขวัญหนึ่งกล่องทุกวัน เปิดรับเงินรางวัล',
  },
  rebate: {
    vi: 'Hoàn trả một phần cược hợp lệ trong tuần, tỷ lệ tăng theo doanh số.',
    en: "Get a share of this week's valid bets back, at a rate that grows with your turnover.",
    'zh-cn': '按本周有效投注返还，流水越高返水比例越高。',
    th: 'รับคืนส่วนหนึ่งของยอดเดิมพันที่ถูกต้องของสัปดาห์นี้ อัตราเพิ่มตามยอดเทิร์นโอเวอร์',
  },
  lossRefund: {
    vi: 'Thua ròng trong tuần? Nhận lại một phần, tỷ lệ tăng theo mức thua.',
    en: 'Lost on balance this week? Get a share of it back, a bigger share for a bigger loss.',
    'zh-cn': '本周净输？按输额返还一部分，输得越多返得越多。',
    th: 'เสียสุทธิในสัปดาห์นี้? รับคืนส่วนหนึ่ง ยิ่งเสียมากยิ่งได้คืนมาก',
  },
  leaderboard: {
    vi: 'Leo bảng xếp hạng mùa này, top 10 chia nhau quỹ thưởng.',
    en: "Climb this season's ranking; the top ten share the prize pool.",
    'zh-cn': '本季冲榜，前十名瓜分奖池。',
    th: 'ไต่อันดับในฤดูกาลนี้ สิบอันดับแรกแบ่งเงินรางวัล',
  },
  schedule: {
    vi: 'Lịch thi đấu sắp tới của giải, kèm giờ bóng lăn.',
    en: 'The coming matches of the tournament, with kick-off times.',
    'zh-cn': '赛事即将进行的比赛及开球时间。',
    th: 'ตารางการแข่งขันที่กำลังจะมาถึง พร้อมเวลาเริ่มเกม',
  },
  invite: {
    vi: 'Mời bạn bè và nhận thưởng cho mỗi lần nạp đầu tiên của họ.',
    en: 'Invite friends and earn a reward on each of their first deposits.',
    'zh-cn': '邀请好友，好友每笔首充您都获得奖励。',
    th: 'ชวนเพื่อนและรับรางวัลจากการฝากครั้งแรกของเพื่อนทุกคน',
  },
  faq: {
    vi: 'Giải đáp những câu hỏi thành viên hay hỏi nhất.',
    en: 'Answers to the questions members ask most.',
    'zh-cn': '会员最常见问题的解答。',
    th: 'คำตอบสำหรับคำถามที่สมาชิกถามบ่อยที่สุด',
  },
  transactions: {
    vi: 'Mọi khoản tiền vào ra ví của bạn: nạp, rút, cược, thưởng.',
    en: 'Every movement of your wallet: deposits, withdrawals, bets and rewards.',
    'zh-cn': '您钱包的每一笔进出：充值、提款、投注与奖励。',
    th: 'ทุกการเคลื่อนไหวของกระเป๋าเงิน ฝาก ถอน เดิมพัน และรางวัล',
  },
  feedback: {
    vi: 'Gửi góp ý cho chúng tôi và xem câu trả lời của bộ phận chăm sóc.',
    en: 'Send us a suggestion and read the service desk’s answer.',
    'zh-cn': '向我们提交建议，并查看客服团队的回复。',
    th: 'ส่งข้อเสนอแนะถึงเรา และอ่านคำตอบจากฝ่ายบริการ',
  },
  service: {
    vi: 'Liên hệ bộ phận chăm sóc khách hàng riêng của bạn.',
    en: 'Reach your dedicated customer service.',
    'zh-cn': '联系您的专属客服。',
    th: 'ติดต่อฝ่ายบริการลูกค้าส่วนตัวของคุณ',
  },
  cbPay: {
    vi: 'Nạp tiền qua ví điện tử: quét, xác nhận, tiền vào ví trong vài phút.',
    en: 'Deposit with an e-wallet: scan, confirm, and the money is in within minutes.',
    'zh-cn': '使用电子钱包充值：扫码、确认，几分钟内到账。',
    th: 'ฝากผ่านอีวอลเล็ต สแกน ยืนยัน เงินเข้าในไม่กี่นาที',
  },
  c2cVirtual: {
    vi: 'Nạp bằng USDT: mua USDT, chuyển về địa chỉ của chúng tôi, nhận tiền theo tỷ giá cố định.',
    en: 'Deposit with USDT: buy USDT, send it to our address, get credited at a fixed rate.',
    'zh-cn': '使用 USDT 充值：购买 USDT，转至我们的地址，按固定汇率到账。',
    th: 'ฝากด้วย USDT ซื้อ USDT โอนมายังที่อยู่ของเรา รับเครดิตตามอัตราคงที่',
  },
  app: {
    vi: 'Tải ứng dụng cho iPhone, Android hoặc dùng bản web.',
    en: 'Get the app for iPhone or Android, or use the web app.',
    'zh-cn': '下载 iPhone、安卓应用，或使用网页版。',
    th: 'ดาวน์โหลดแอปสำหรับ iPhone หรือ Android หรือใช้เว็บแอป',
  },
};

/**
 * Server HTML carries what a sanitizer must strip (an onerror attribute, a script, a javascript:
 * link): the real back office pastes HTML from editors, and the client must never run it.
 */
const HOSTILE =
  '<img src="/sim/img/banner/terms.svg" alt="" onerror="window.__promoXss=1"><script>window.__promoXss=2</script>';

/** What an article promotion says (promo-articles.ts): its own line, where it counts, its stake, reward and odds. */
export interface ArticleTerms {
  title: string;
  start: string;
  end: string;
  intro: string;
  area: string;
  /** Formatted with the currency, in the asked language. */
  minStake: string;
  reward: string;
  minOdds: number | null;
}

export function articleHtml(lang: Lang, a: ArticleTerms): string {
  const odds = a.minOdds?.toFixed(2);
  const body: L = {
    vi: `<p>Chương trình <strong>${a.title}</strong>. Thời gian: <strong>${a.start}</strong> đến <strong>${a.end}</strong> (giờ UTC+8).</p><p>${a.intro}</p><h3>Cách tham gia</h3><ol><li>Đăng nhập tài khoản đã xác minh số điện thoại.</li><li>Cược hợp lệ từ ${a.minStake} vào ${a.area} trong thời gian khuyến mãi.</li><li>Phần thưởng ${a.reward} được cộng vào ví trong vòng 24 giờ.</li></ol>${HOSTILE}<h3>Điều khoản</h3><ul><li>Mỗi thành viên, mỗi số điện thoại và mỗi thiết bị chỉ được nhận một lần.</li>${odds ? `<li>Cược hòa, cược bị hủy và cược có tỷ lệ dưới ${odds} không được tính.</li>` : '<li>Ván hòa và ván bị hủy không được tính.</li>'}<li>Matchday có quyền thay đổi hoặc kết thúc chương trình. <a href="javascript:alert(1)">Xem thêm</a></li></ul>`,
    en: `<p>The <strong>${a.title}</strong> promotion runs from <strong>${a.start}</strong> to <strong>${a.end}</strong> (UTC+8).</p><p>${a.intro}</p><h3>How to take part</h3><ol><li>Log in with an account whose phone number is verified.</li><li>Place valid bets of ${a.minStake} or more on ${a.area} during the promotion.</li><li>The reward of ${a.reward} reaches your wallet within 24 hours.</li></ol>${HOSTILE}<h3>Terms</h3><ul><li>One reward per member, phone number and device.</li>${odds ? `<li>Drawn, cancelled bets and bets at odds below ${odds} do not count.</li>` : '<li>Drawn and cancelled rounds do not count.</li>'}<li>Matchday may change or end the promotion. <a href="javascript:alert(1)">Read more</a></li></ul>`,
    'zh-cn': `<p><strong>${a.title}</strong>活动时间：<strong>${a.start}</strong> 至 <strong>${a.end}</strong>（UTC+8）。</p><p>${a.intro}</p><h3>参与方式</h3><ol><li>登录已验证手机号的账户。</li><li>活动期间在${a.area}有效投注满 ${a.minStake}。</li><li>奖励 ${a.reward} 将在 24 小时内发放至钱包。</li></ol>${HOSTILE}<h3>活动条款</h3><ul><li>每位会员、每个手机号、每台设备仅可领取一次。</li>${odds ? `<li>和局、取消及赔率低于 ${odds} 的注单不计入。</li>` : '<li>和局及取消的局不计入。</li>'}<li>Matchday 保留修改或终止活动的权利。<a href="javascript:alert(1)">了解更多</a></li></ul>`,
    th: `<p>โปรโมชัน <strong>${a.title}</strong> ระยะเวลา: <strong>${a.start}</strong> ถึง <strong>${a.end}</strong> (UTC+8)</p><p>${a.intro}</p><h3>วิธีเข้าร่วม</h3><ol><li>เข้าสู่ระบบด้วยบัญชีที่ยืนยันเบอร์โทรแล้ว</li><li>วางเดิมพันที่ถูกต้องตั้งแต่ ${a.minStake} ใน${a.area}ในช่วงโปรโมชัน</li><li>รางวัล ${a.reward} จะเข้ากระเป๋าภายใน 24 ชั่วโมง</li></ol>${HOSTILE}<h3>เงื่อนไข</h3><ul><li>หนึ่งรางวัลต่อสมาชิก เบอร์โทร และอุปกรณ์</li>${odds ? `<li>เดิมพันที่เสมอ ถูกยกเลิก หรือราคาต่ำกว่า ${odds} ไม่นับ</li>` : '<li>ตาที่เสมอหรือถูกยกเลิกไม่นับ</li>'}<li>Matchday อาจเปลี่ยนแปลงหรือยุติโปรโมชัน <a href="javascript:alert(1)">อ่านเพิ่มเติม</a></li></ul>`,
  };
  return body[lang];
}

export const SPONSOR_HTML: L = {
  vi: '<h2>Đối tác tài trợ chính thức</h2><p>Matchday đồng hành cùng các câu lạc bộ và giải đấu bóng đá trong khu vực từ mùa giải 2024.</p><ul><li><strong>V.League 1</strong>: đối tác phát sóng trực tuyến.</li><li><strong>Giải Futsal Đông Nam Á</strong>: nhà tài trợ vàng.</li><li><strong>Học viện bóng đá trẻ</strong>: quỹ học bổng 1,2 tỷ VND mỗi năm.</li></ul><p>Liên hệ hợp tác: sponsor@matchday.example</p>',
  en: '<h2>Official sponsorships</h2><p>Matchday has backed clubs and football competitions in the region since the 2024 season.</p><ul><li><strong>V.League 1</strong>: online broadcast partner.</li><li><strong>South-East Asian Futsal Cup</strong>: gold sponsor.</li><li><strong>Youth football academy</strong>: a scholarship fund of 1.2 billion VND a year.</li></ul><p>Partnerships: sponsor@matchday.example</p>',
  'zh-cn':
    '<h2>官方赞助</h2><p>自 2024 赛季起，Matchday 支持本地区的足球俱乐部与赛事。</p><ul><li><strong>越南足球甲级联赛</strong>：网络直播合作伙伴。</li><li><strong>东南亚五人制足球杯</strong>：金牌赞助商。</li><li><strong>青少年足球学院</strong>：每年 12 亿越南盾奖学金。</li></ul><p>合作联系：sponsor@matchday.example</p>',
  th: '<h2>การสนับสนุนอย่างเป็นทางการ</h2><p>Matchday สนับสนุนสโมสรและรายการฟุตบอลในภูมิภาคตั้งแต่ฤดูกาล 2024</p><ul><li><strong>V.League 1</strong>: พันธมิตรถ่ายทอดสดออนไลน์</li><li><strong>ฟุตซอลชิงแชมป์อาเซียน</strong>: ผู้สนับสนุนระดับทอง</li><li><strong>อะคาเดมีฟุตบอลเยาวชน</strong>: ทุนการศึกษาปีละ 1.2 พันล้านดอง</li></ul><p>ติดต่อความร่วมมือ: sponsor@matchday.example</p>',
};

export const VENTURE_HTML: L = {
  vi: '<h2>Hợp tác đầu tư</h2><p>Chúng tôi tìm kiếm đối tác đại lý và nhà đầu tư tại Việt Nam, Thái Lan và Campuchia.</p><ol><li>Hoa hồng theo doanh thu ròng đến 45%.</li><li>Báo cáo minh bạch cập nhật mỗi ngày.</li><li>Đội ngũ hỗ trợ riêng 24/7.</li></ol><p>Gửi hồ sơ: invest@matchday.example</p>',
  en: '<h2>Invest with us</h2><p>We are looking for agency partners and investors in Vietnam, Thailand and Cambodia.</p><ol><li>Commission of up to 45% of net revenue.</li><li>Transparent reports, updated daily.</li><li>A dedicated support team, 24/7.</li></ol><p>Send your profile: invest@matchday.example</p>',
  'zh-cn':
    '<h2>投资合作</h2><p>我们正在越南、泰国和柬埔寨寻找代理合作伙伴与投资人。</p><ol><li>佣金最高可达净收入的 45%。</li><li>透明报表，每日更新。</li><li>专属支持团队，全天候服务。</li></ol><p>提交资料：invest@matchday.example</p>',
  th: '<h2>ร่วมลงทุนกับเรา</h2><p>เรากำลังมองหาพันธมิตรตัวแทนและนักลงทุนในเวียดนาม ไทย และกัมพูชา</p><ol><li>ค่าคอมมิชชันสูงสุด 45% ของรายได้สุทธิ</li><li>รายงานโปร่งใส อัปเดตทุกวัน</li><li>ทีมซัพพอร์ตเฉพาะ ตลอด 24 ชั่วโมง</li></ol><p>ส่งข้อมูล: invest@matchday.example</p>',
};

export const FAQ: ReadonlyArray<{ id: string; q: L; a: L }> = [
  {
    id: 'deposit',
    q: {
      vi: 'Bao lâu thì tiền nạp vào ví?',
      en: 'How long does a deposit take?',
      'zh-cn': '充值多久到账？',
      th: 'ฝากเงินใช้เวลานานเท่าไร',
    },
    a: {
      vi: '<p>Chuyển khoản ngân hàng thường vào ví trong <strong>1 đến 5 phút</strong>; USDT sau 1 xác nhận trên mạng TRC20.</p>',
      en: '<p>A bank transfer usually reaches your wallet in <strong>1 to 5 minutes</strong>; USDT after one confirmation on TRC20.</p>',
      'zh-cn': '<p>银行转账通常 <strong>1 至 5 分钟</strong>到账；USDT 在 TRC20 网络确认一次后到账。</p>',
      th: '<p>โอนผ่านธนาคารปกติเข้ากระเป๋าภายใน <strong>1 ถึง 5 นาที</strong> USDT หลังการยืนยันหนึ่งครั้งบน TRC20</p>',
    },
  },
  {
    id: 'withdraw',
    q: {
      vi: 'Vì sao lệnh rút tiền bị từ chối?',
      en: 'Why was my withdrawal refused?',
      'zh-cn': '为什么提款被拒绝？',
      th: 'ทำไมการถอนเงินถูกปฏิเสธ',
    },
    a: {
      vi: '<p>Kiểm tra số dư, hạn mức trong ngày và thẻ đã liên kết. Tiền thưởng khuyến mãi cần đủ vòng cược trước khi rút.</p><img src="x" onerror="window.__promoXss=3" alt="">',
      en: '<p>Check your balance, today\'s limit and your bound card. Promotion bonuses must meet their turnover before they can be withdrawn.</p><img src="x" onerror="window.__promoXss=3" alt="">',
      'zh-cn':
        '<p>请检查余额、当日限额及绑定的银行卡。活动彩金需完成流水要求后才可提款。</p><img src="x" onerror="window.__promoXss=3" alt="">',
      th: '<p>ตรวจสอบยอดเงิน วงเงินของวันนี้ และบัตรที่ผูกไว้ โบนัสโปรโมชันต้องทำเทิร์นโอเวอร์ครบก่อนถอน</p><img src="x" onerror="window.__promoXss=3" alt="">',
    },
  },
  {
    id: 'odds',
    q: {
      vi: 'Kèo thay đổi khi tôi đang đặt cược thì sao?',
      en: 'What if the odds change while I bet?',
      'zh-cn': '下注时赔率变化怎么办？',
      th: 'ถ้าราคาเปลี่ยนระหว่างวางเดิมพันจะเป็นอย่างไร',
    },
    a: {
      vi: '<p>Trong <em>Cài đặt</em> bạn chọn: chỉ nhận kèo tốt hơn, nhận mọi thay đổi hoặc không nhận thay đổi nào.</p>',
      en: '<p>In <em>Settings</em> you choose: accept better odds only, accept any change, or accept none.</p>',
      'zh-cn': '<p>在<em>设置</em>中选择：仅接受更好赔率、接受任何变化或不接受变化。</p>',
      th: '<p>ใน<em>การตั้งค่า</em> เลือกได้ว่า รับเฉพาะราคาที่ดีกว่า รับทุกการเปลี่ยนแปลง หรือไม่รับเลย</p>',
    },
  },
  {
    id: 'account',
    q: {
      vi: 'Tôi quên mật khẩu thì làm thế nào?',
      en: 'I forgot my password: what now?',
      'zh-cn': '忘记密码怎么办？',
      th: 'ลืมรหัสผ่านต้องทำอย่างไร',
    },
    a: {
      vi: '<p>Đăng nhập bằng số điện thoại và mã SMS, rồi đổi mật khẩu trong <em>Bảo mật</em>.</p>',
      en: '<p>Log in with your phone and an SMS code, then change the password under <em>Security</em>.</p>',
      'zh-cn': '<p>使用手机号和短信验证码登录，然后在<em>安全</em>中修改密码。</p>',
      th: '<p>เข้าสู่ระบบด้วยเบอร์โทรและรหัส SMS แล้วเปลี่ยนรหัสผ่านใน<em>ความปลอดภัย</em></p>',
    },
  },
];

export const POPUP_ADS: ReadonlyArray<{ key: string; path: string; title: L; body: L }> = [
  {
    key: 'first-deposit-2026',
    path: '/firstcharge',
    title: {
      vi: 'Nạp lần đầu, thưởng 100%',
      en: 'First deposit, 100% bonus',
      'zh-cn': '首充送 100%',
      th: 'ฝากครั้งแรก รับโบนัส 100%',
    },
    body: {
      vi: 'Nhận thưởng đến 8.888.000 VND cho lần nạp đầu tiên trong tháng này.',
      en: 'Up to 8,888,000 VND on your first deposit this month.',
      'zh-cn': '本月首次充值最高可得 8,888,000 VND 彩金。',
      th: 'รับสูงสุด 8,888,000 VND สำหรับการฝากครั้งแรกในเดือนนี้',
    },
  },
  {
    key: 'daily-sign-2026',
    path: '/sign',
    title: { vi: 'Điểm danh mỗi ngày', en: 'Check in every day', 'zh-cn': '每日签到', th: 'เช็กอินทุกวัน' },
    body: {
      vi: 'Điểm danh đủ 7 ngày liên tiếp để nhận thưởng gấp đôi.',
      en: 'Check in 7 days in a row for a double reward.',
      'zh-cn': '连续签到 7 天，奖励翻倍。',
      th: 'เช็กอินติดต่อกัน 7 วัน รับรางวัลสองเท่า',
    },
  },
];

export const CUSTOMER_SERVICE: { hours: L } = {
  hours: { vi: 'Trực tuyến 24/7', en: 'Online 24/7', 'zh-cn': '全天 24 小时在线', th: 'ออนไลน์ 24 ชั่วโมง' },
};
