import type { LeagueSeed } from './data-soccer';

/**
 * Set sports: tennis, volleyball, beach volleyball, badminton, table tennis and snooker.
 * Format as in data-soccer.ts. Players keep their usual romanised names except where Chinese
 * and Thai sites print them in their own script.
 */

export const TENNIS: LeagueSeed[] = [
  {
    sid: 5,
    region: 'CHN',
    hot: true,
    names: 'ATP Shanghai Masters|ATP Thượng Hải Masters|ATP上海大师赛|เอทีพี เซี่ยงไฮ้ มาสเตอร์ส',
    teams:
      'Jannik Sinner||辛纳; Carlos Alcaraz||阿尔卡拉斯; Alexander Zverev||兹维列夫; Novak Djokovic||德约科维奇; Taylor Fritz||弗里茨; Jack Draper||德雷珀; Daniil Medvedev||梅德韦杰夫; Casper Ruud||鲁德; Alex de Minaur||德米纳尔; Holger Rune||鲁内; Ben Shelton||谢尔顿; Lorenzo Musetti||穆塞蒂; Tommy Paul||保罗; Andrey Rublev||卢布列夫; Stefanos Tsitsipas||西西帕斯; Zhang Zhizhen||张之臻',
  },
  {
    sid: 5,
    region: 'CHN',
    hot: true,
    names: 'WTA Wuhan Open|WTA Vũ Hán mở rộng|WTA武汉网球公开赛|ดับเบิลยูทีเอ อู่ฮั่น โอเพ่น',
    teams:
      'Aryna Sabalenka||萨巴伦卡; Iga Swiatek||斯瓦泰克; Coco Gauff||高芙; Jessica Pegula||佩古拉; Elena Rybakina||雷巴金娜; Jasmine Paolini||保利尼; Zheng Qinwen||郑钦文; Mirra Andreeva||安德烈耶娃; Madison Keys||凯斯; Emma Navarro||纳瓦罗; Paula Badosa||巴多萨; Wang Xinyu||王欣瑜',
  },
  {
    sid: 5,
    region: 'VIE',
    names: 'ATP Challenger Ho Chi Minh City|ATP Challenger TP.HCM|ATP挑战赛胡志明市|เอทีพี ชาเลนเจอร์ โฮจิมินห์',
    teams:
      'Ly Hoang Nam|Lý Hoàng Nam|李黄南; Trinh Linh Giang|Trịnh Linh Giang|郑灵江; Kasidit Samrej||萨姆雷|กษิดิศ สำเร็จ; Coleman Wong||黄泽林; Bu Yunchaokete||布云朝克特; Shang Juncheng||商竣程; Yasutaka Uchiyama||内山靖崇; James Duckworth||达克沃斯; Rinky Hijikata||土方凛辉; Marc Polmans||波尔曼斯',
  },
  {
    sid: 5,
    region: 'THA',
    names: 'ITF W35 Bangkok|ITF W35 Bangkok|ITF W35 曼谷|ไอทีเอฟ ดับเบิลยู35 กรุงเทพฯ',
    teams:
      'Mananchaya Sawangkaew|||มนัญชญา สว่างแก้ว; Lanlana Tararudee|||ลัลน์ลนา ธารารุดี; Savanna Ly Nguyen|Savanna Lý Nguyễn; Peangtarn Plipuech|||เพียงธาร พลิพืช; Wei Sijia||韦思佳; Priska Madelyn Nugroho; Ena Shibahara||柴原瑛菜; Aoi Ito||伊藤葵',
  },
];

export const VOLLEYBALL: LeagueSeed[] = [
  {
    sid: 13,
    region: 'ITA',
    hot: true,
    names: 'SuperLega|VĐQG Ý SuperLega|意大利男排超级联赛|ซูเปอร์เลกา อิตาลี',
    teams:
      'Sir Susa Vim Perugia||佩鲁贾; Itas Trentino||特伦蒂诺; Cucine Lube Civitanova||奇维塔诺瓦; Allianz Milano||米兰; Rana Verona||维罗纳; Valsa Group Modena||摩德纳; Gas Sales Piacenza||皮亚琴察; Vero Volley Monza||蒙扎',
  },
  {
    sid: 13,
    region: 'POL',
    names: 'PlusLiga|VĐQG Ba Lan PlusLiga|波兰男排超级联赛|พลัสลีกา โปแลนด์',
    teams:
      'Jastrzebski Wegiel||亚斯琴别煤矿; Aluron CMC Warta Zawiercie||扎维尔切; Projekt Warszawa||华沙; PGE GiEK Skra Belchatow||贝尔哈图夫; Asseco Resovia||热舒夫; ZAKSA Kedzierzyn-Kozle||扎克萨',
  },
  {
    sid: 13,
    region: 'VIE',
    hot: true,
    names: 'Vietnam Volleyball Championship|Giải bóng chuyền VĐQG Việt Nam|越南排球锦标赛|วอลเลย์บอลชิงแชมป์เวียดนาม',
    teams:
      'Bien Phong|Biên Phòng|边防; The Cong Tan Cang|Thể Công Tân Cảng|军体新港; Sanest Khanh Hoa|Sanest Khánh Hòa|庆和燕窝; Ha Noi|Hà Nội|河内; TP Ho Chi Minh|TP. Hồ Chí Minh|胡志明市; Ninh Binh LPBank|Ninh Bình LPBank|宁平',
  },
  {
    sid: 13,
    region: 'THA',
    names: 'Thailand Volleyball League|Giải bóng chuyền Thái Lan|泰国排球联赛|วอลเลย์บอลไทยแลนด์ลีก',
    teams:
      'Nakhon Ratchasima QminC||呵叻|นครราชสีมา คิวมินซี; Diamond Food||钻石食品|ไดมอนด์ฟู้ด; Supreme Chonburi||春武里|สุพรีม ชลบุรี; Khonkaen Star||孔敬之星|ขอนแก่นสตาร์; Nakornnont||暖武里|นครนนท์; Air Force||空军|แอร์ฟอร์ซ',
  },
];

export const BEACH_VOLLEYBALL: LeagueSeed[] = [
  {
    sid: 51,
    region: 'INT',
    hot: true,
    names: 'FIVB Beach Pro Tour - Elite16|FIVB Beach Pro Tour - Elite16|FIVB沙滩排球精英16赛|บีชวอลเลย์บอล เอฟไอวีบี อีลิท16',
    teams:
      'Mol/Sorum; Ahman/Hellvig; Perusic/Schweiner; Partain/Benesh; Evandro/Arthur; George/Andre; Cherif/Ahmed; Boermans/De Groot; Ehlers/Wickler; Hodges/Schubert',
  },
  {
    sid: 51,
    region: 'ASIA',
    names:
      'Asian Beach Volleyball Championship|Giải bóng chuyền bãi biển châu Á|亚洲沙滩排球锦标赛|ชิงแชมป์เอเชีย วอลเลย์บอลชายหาด',
    teams:
      'Thailand I; Thailand II; Vietnam I; Vietnam II; China I; Japan I; Australia I; Indonesia I; Iran I; Qatar I',
  },
];

export const BADMINTON: LeagueSeed[] = [
  {
    sid: 47,
    region: 'CHN',
    hot: true,
    names:
      "BWF China Masters - Men's Singles|BWF China Masters - Đơn nam|中国羽毛球大师赛 - 男单|แบดมินตัน ไชน่า มาสเตอร์ส ชายเดี่ยว",
    teams:
      'Shi Yuqi||石宇奇; Anders Antonsen||安东森; Kunlavut Vitidsarn||昆拉武特|กุลวุฒิ วิทิตศานต์; Viktor Axelsen||安赛龙; Li Shifeng||李诗沣; Jonatan Christie||乔纳坦; Kodai Naraoka||奈良冈功大; Chou Tien-chen||周天成; Lakshya Sen||森; Loh Kean Yew||骆建佑; Lee Zii Jia||李梓嘉; Nguyen Hai Dang|Nguyễn Hải Đăng|阮海登',
  },
  {
    sid: 47,
    region: 'EUR',
    names:
      "BWF Denmark Open - Women's Singles|BWF Đan Mạch mở rộng - Đơn nữ|丹麦羽毛球公开赛 - 女单|แบดมินตัน เดนมาร์ก โอเพ่น หญิงเดี่ยว",
    teams:
      'An Se-young||安洗莹; Wang Zhiyi||王祉怡; Han Yue||韩悦; Akane Yamaguchi||山口茜; Chen Yufei||陈雨菲; Tai Tzu-ying||戴资颖; Pornpawee Chochuwong|||พรปวีณ์ ช่อชูวงศ์; Ratchanok Intanon||因达农|รัชนก อินทนนท์; Nguyen Thuy Linh|Nguyễn Thùy Linh|阮垂玲; Putri Kusuma Wardani||普特里; Gregoria Mariska Tunjung||玛里斯卡; Pusarla V. Sindhu||辛杜',
  },
];

export const TABLE_TENNIS: LeagueSeed[] = [
  {
    sid: 15,
    region: 'GER',
    hot: true,
    names: 'WTT Champions Frankfurt|WTT Champions Frankfurt|WTT法兰克福冠军赛|ดับเบิลยูทีที แชมเปียนส์ แฟรงก์เฟิร์ต',
    teams:
      'Wang Chuqin||王楚钦; Lin Shidong||林诗栋; Tomokazu Harimoto||张本智和; Hugo Calderano||雨果; Truls Moregard||莫雷加德; Lin Yun-ju||林昀儒; Liang Jingkun||梁靖崑; Felix Lebrun||勒布伦; Dang Qiu||邱党; Jang Woo-jin||张禹珍',
  },
  {
    sid: 15,
    region: 'CZE',
    names: 'TT Cup|TT Cup|TT杯|ทีที คัพ',
    teams:
      'Tomas Polansky; Michal Vavrecka; Jiri Louda; Martin Sip; Lubomir Jancarik; Petr Hodina; Pavel Sprusil; Vaclav Hruska; Jaroslav Strnad; Radek Mladek',
  },
  {
    sid: 15,
    region: 'UKR',
    names: 'Setka Cup|Setka Cup|Setka杯|เซ็ตก้า คัพ',
    teams:
      'Volodymyr Tkachenko; Andrii Grebeniuk; Oleksandr Kushnir; Igor Nazarenko; Roman Kolisnyk; Dmytro Ovcharenko; Vitalii Bondarenko; Serhii Sydorenko',
  },
];

export const SNOOKER: LeagueSeed[] = [
  {
    sid: 16,
    region: 'ENG',
    hot: true,
    names: 'UK Championship|Giải Vô địch Anh|英国锦标赛|ยูเค แชมเปียนชิพ',
    teams:
      "Judd Trump||特鲁姆普; Kyren Wilson||凯伦·威尔逊; Mark Selby||塞尔比; Ronnie O'Sullivan||奥沙利文|รอนนี่ โอซัลลิแวน; Neil Robertson||罗伯逊; Zhao Xintong||赵心童; Mark Williams||威廉姆斯; John Higgins||希金斯; Shaun Murphy||墨菲; Ding Junhui||丁俊晖; Si Jiahui||司家辉; Mark Allen||艾伦; Luca Brecel||布雷切尔; Thepchaiya Un-Nooh||乌努|เทพไชยา อุ่นหนู",
  },
  {
    sid: 16,
    region: 'CHN',
    names: 'Shanghai Masters|Shanghai Masters|上海大师赛|เซี่ยงไฮ้ มาสเตอร์ส',
    teams:
      "Judd Trump; Mark Selby; Ronnie O'Sullivan; Zhao Xintong; Ding Junhui; Si Jiahui; Xiao Guodong||肖国栋; Wu Yize||吴宜泽; Kyren Wilson; Mark Allen",
  },
];
