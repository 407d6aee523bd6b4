import type { LeagueSeed } from './data-soccer';

/**
 * Basketball, the two e-sports and the Olympic tournaments. Format as in data-soccer.ts.
 * E-sports teams are 'Club (Player)': their translations are derived from the real club's
 * (leagues.ts), the way e-sports feeds print them.
 */

export const BASKETBALL: LeagueSeed[] = [
  {
    sid: 3,
    region: 'USA',
    hot: true,
    names: 'NBA|NBA|美国职业篮球联赛|เอ็นบีเอ',
    teams:
      'Boston Celtics||波士顿凯尔特人|บอสตัน เซลติกส์; Los Angeles Lakers||洛杉矶湖人|แอลเอ เลเกอร์ส; Golden State Warriors||金州勇士|โกลเดนสเตท วอริเออร์ส; Denver Nuggets||丹佛掘金|เดนเวอร์ นักเก็ตส์; Milwaukee Bucks||密尔沃基雄鹿|มิลวอกี บัคส์; Phoenix Suns||菲尼克斯太阳|ฟีนิกซ์ ซันส์; Dallas Mavericks||达拉斯独行侠|ดัลลัส แมฟเวอริกส์; Miami Heat||迈阿密热火|ไมอามี ฮีต; New York Knicks||纽约尼克斯|นิวยอร์ก นิกส์; Philadelphia 76ers||费城76人|ฟิลาเดลเฟีย เซเวนตี้ซิกเซอร์ส; Oklahoma City Thunder||俄克拉荷马城雷霆|โอคลาโฮมา ซิตี้ ธันเดอร์; Minnesota Timberwolves||明尼苏达森林狼|มินนิโซตา ทิมเบอร์วูล์ฟส์; Cleveland Cavaliers||克利夫兰骑士|คลีฟแลนด์ คาวาเลียร์ส; Houston Rockets||休斯顿火箭|ฮิวสตัน ร็อกเก็ตส์; San Antonio Spurs||圣安东尼奥马刺|ซานอันโตนิโอ สเปอร์ส; Los Angeles Clippers||洛杉矶快船|แอลเอ คลิปเปอร์ส; Indiana Pacers||印第安纳步行者|อินเดียนา เพเซอร์ส; Orlando Magic||奥兰多魔术|ออร์แลนโด เมจิก; Sacramento Kings||萨克拉门托国王|แซคราเมนโต คิงส์; Memphis Grizzlies||孟菲斯灰熊|เมมฟิส กริซลีส์',
  },
  {
    sid: 3,
    region: 'CHN',
    hot: true,
    names: 'CBA|VĐQG Trung Quốc CBA|中国男子篮球职业联赛|ซีบีเอ จีน',
    teams:
      'Guangdong Southern Tigers||广东宏远|กวางตุ้ง เซาเทิร์น ไทเกอร์ส; Liaoning Flying Leopards||辽宁本钢|เหลียวหนิง ฟลายอิ้ง เลเพิร์ดส์; Zhejiang Lions||浙江广厦|เจ้อเจียง ไลออนส์; Shanghai Sharks||上海久事|เซี่ยงไฮ้ ชาร์กส์; Beijing Ducks||北京首钢|ปักกิ่ง ดั๊กส์; Shandong Heroes||山东高速|ซานตง ฮีโร่ส์; Xinjiang Flying Tigers||新疆伊力特|ซินเจียง ฟลายอิ้ง ไทเกอร์ส; Shenzhen Leopards||深圳马可波罗|เซินเจิ้น เลเพิร์ดส์; Zhejiang Golden Bulls||浙江稠州|เจ้อเจียง โกลเดน บูลส์; Shanxi Loongs||山西汾酒|ซานซี ลูงส์; Qingdao Eagles||青岛国信|ชิงเต่า อีเกิลส์; Beijing Royal Fighters||北控|ปักกิ่ง รอยัล ไฟท์เตอร์ส',
  },
  {
    sid: 3,
    region: 'EUR',
    names: 'EuroLeague|EuroLeague|欧洲篮球联赛|ยูโรลีก',
    teams:
      'Real Madrid||皇家马德里|เรอัล มาดริด; Barcelona||巴塞罗那|บาร์เซโลนา; Olympiacos||奥林匹亚科斯|โอลิมเปียกอส; Panathinaikos||帕纳辛纳科斯|พานาธิไนกอส; Fenerbahce||费内巴切|เฟเนร์บาห์เช; Anadolu Efes||阿纳多卢艾菲斯|อนาโดลู เอเฟส; Monaco||摩纳哥|โมนาโก; Partizan||贝尔格莱德游击队|ปาร์ติซาน; Crvena Zvezda||贝尔格莱德红星|เรดสตาร์ เบลเกรด; Maccabi Tel Aviv||特拉维夫马卡比|มัคคาบี้ เทลอาวีฟ; Virtus Bologna||博洛尼亚维图斯|เวอร์ตุส โบโลญญา; Olimpia Milano||米兰奥林匹亚|โอลิมเปีย มิลาน',
  },
  {
    sid: 3,
    region: 'KOR',
    names: 'KBL|VĐQG Hàn Quốc KBL|韩国篮球联赛|เคบีแอล เกาหลีใต้',
    teams:
      'Seoul SK Knights||首尔SK骑士|โซล เอสเค ไนท์ส; Changwon LG Sakers||昌原LG猎鹰|ชางวอน แอลจี เซเกอร์ส; Suwon KT Sonicboom||水原KT音爆|ซูวอน เคที โซนิกบูม; Busan KCC Egis||釜山KCC宙斯盾|ปูซาน เคซีซี อีจิส; Anyang Jung Kwan Jang||安阳正官庄|อันยาง จองกวานจัง; Goyang Sono Skygunners||高阳索诺天空枪手|โกยาง โซโน สกายกันเนอร์ส; Wonju DB Promy||原州DB|วอนจู ดีบี โปรมี; Ulsan Hyundai Mobis Phoebus||蔚山现代摩比斯|อุลซาน ฮุนได โมบิส ฟีบัส',
  },
  {
    sid: 3,
    region: 'JPN',
    names: 'B.League|VĐQG Nhật Bản B.League|日本B联赛|บีลีก ญี่ปุ่น',
    teams:
      'Utsunomiya Brex||宇都宫布雷克斯|อุตสึโนมิยะ เบร็กซ์; Chiba Jets||千叶喷气机|ชิบะ เจ็ตส์; Ryukyu Golden Kings||琉球黄金国王|ริวกิว โกลเดน คิงส์; Alvark Tokyo||东京阿尔瓦克|อัลวาร์ค โตเกียว; Nagoya Diamond Dolphins||名古屋钻石海豚|นาโกย่า ไดมอนด์ ดอลฟินส์; Shimane Susanoo Magic||岛根须佐之男魔术|ชิมาเนะ ซูซาโนโอะ เมจิก; Kawasaki Brave Thunders||川崎勇敢雷霆|คาวาซากิ เบรฟ ธันเดอร์ส; Yokohama B-Corsairs||横滨海盗|โยโกฮามา บี-คอร์แซร์ส',
  },
  {
    sid: 3,
    region: 'PHI',
    names: 'PBA Philippine Cup|PBA Philippines|菲律宾篮球联赛|พีบีเอ ฟิลิปปินส์',
    teams:
      'San Miguel Beermen||生力啤酒|ซาน มิเกล เบียร์เมน; Barangay Ginebra||杜松子酒|บารังไกย์ กิเนบรา; TNT Tropang Giga||TNT|ทีเอ็นที โตรปัง กิกา; Magnolia Hotshots||木兰热枪|แมกโนเลีย ฮอตช็อตส์; Meralco Bolts||美拉克电力|เมรัลโก โบลต์ส; Rain or Shine Elasto Painters||风雨无阻|เรน ออร์ ไชน์ อีลาสโต เพนเตอร์ส; NLEX Road Warriors||NLEX勇士|เอ็นเล็กซ์ โรด วอริเออร์ส; Converge FiberXers||康弗吉|คอนเวิร์จ ไฟเบอร์เอ็กเซอร์ส',
  },
  {
    sid: 3,
    region: 'VIE',
    hot: true,
    names: 'VBA|Giải bóng rổ chuyên nghiệp Việt Nam VBA|越南篮球职业联赛|วีบีเอ เวียดนาม',
    teams:
      'Saigon Heat||西贡热火|ไซ่ง่อน ฮีต; Hanoi Buffaloes||河内水牛|ฮานอย บัฟฟาโลส์; Danang Dragons||岘港飞龙|ดานัง ดรากอนส์; Nha Trang Dolphins||芽庄海豚|ญาจาง ดอลฟินส์; Thang Long Warriors||升龙勇士|ทังลอง วอริเออร์ส; Cantho Catfish||芹苴鲶鱼|เกิ่นเทอ แคตฟิช; Ho Chi Minh City Wings||胡志明市之翼|โฮจิมินห์ ซิตี้ วิงส์',
  },
];

export const EFOOTBALL: LeagueSeed[] = [
  {
    sid: 177,
    region: 'INT',
    hot: true,
    names: 'Esoccer Battle - 8 mins play|Bóng đá ảo Battle - 8 phút|电子足球 Battle - 8分钟|อีซอคเกอร์ แบทเทิล - 8 นาที',
    teams:
      'Real Madrid (Kray); Barcelona (Boulevard); Manchester City (Flewless); Liverpool (Kodak); Bayern Munich (Inquisitor); Arsenal (Jackal); Paris Saint-Germain (Lio); Inter Milan (Nikkitta); Juventus (Mexx); Chelsea (Petruchio)',
  },
  {
    sid: 177,
    region: 'INT',
    names:
      'Esoccer GT Leagues - 12 mins play|Bóng đá ảo GT Leagues - 12 phút|电子足球 GT联赛 - 12分钟|อีซอคเกอร์ จีที ลีก - 12 นาที',
    teams:
      'Atletico Madrid (Sane); AC Milan (Bomb1to); Napoli (Palkan); Borussia Dortmund (Hotshot); Tottenham Hotspur (Special); Manchester United (Grellz); Bayer Leverkusen (Meltosik); Newcastle United (Wboy)',
  },
  {
    sid: 177,
    region: 'INT',
    names:
      'Esoccer H2H GG League - 8 mins play|Bóng đá ảo H2H GG - 8 phút|电子足球 H2H GG联赛 - 8分钟|อีซอคเกอร์ เอชทูเอช จีจี ลีก - 8 นาที',
    teams:
      'Vietnam (Duy); Thailand (Ton); Japan (Kenji); Korea Republic (Minho); China (Wei); Australia (Jack); Saudi Arabia (Faisal); Indonesia (Rizky)',
  },
];

export const EBASKETBALL: LeagueSeed[] = [
  {
    sid: 178,
    region: 'INT',
    hot: true,
    names:
      'Ebasketball Battle - 4x5mins|Bóng rổ ảo Battle - 4x5 phút|电子篮球 Battle - 4x5分钟|อีบาสเกตบอล แบทเทิล - 4x5 นาที',
    teams:
      'Los Angeles Lakers (Kiko); Boston Celtics (Lemon); Golden State Warriors (Shooter); Denver Nuggets (Deep); Milwaukee Bucks (Vanja); Phoenix Suns (Bruno); Miami Heat (Mikey); New York Knicks (Tipsy)',
  },
  {
    sid: 178,
    region: 'INT',
    names:
      'Ebasketball H2H GG League - 4x5mins|Bóng rổ ảo H2H GG - 4x5 phút|电子篮球 H2H GG联赛 - 4x5分钟|อีบาสเกตบอล เอชทูเอช จีจี ลีก - 4x5 นาที',
    teams:
      'Dallas Mavericks (Ghost); Oklahoma City Thunder (Flash); Cleveland Cavaliers (Nova); Houston Rockets (Rocket); Philadelphia 76ers (Jersey); Minnesota Timberwolves (Wolf)',
  },
];

export const OLYMPIC: LeagueSeed[] = [
  {
    sid: 100,
    region: 'WORLD',
    hot: true,
    names: "Olympic Games - Men's Basketball|Thế vận hội - Bóng rổ nam|奥运会男子篮球|โอลิมปิก บาสเกตบอลชาย",
    teams: 'USA; France; Serbia; Germany; Canada; Australia; Spain; Greece; Japan; Brazil; Puerto Rico; China',
  },
  {
    sid: 100,
    region: 'WORLD',
    names: "Olympic Games - Women's Basketball|Thế vận hội - Bóng rổ nữ|奥运会女子篮球|โอลิมปิก บาสเกตบอลหญิง",
    teams:
      'USA; France; Australia; Belgium|Bỉ|比利时|เบลเยียม; Spain; China; Japan; Canada; Germany; Nigeria||尼日利亚|ไนจีเรีย',
  },
];
