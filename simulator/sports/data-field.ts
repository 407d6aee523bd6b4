import type { LeagueSeed } from './data-soccer';

/** Baseball, boxing, American football, rugby, ice hockey, handball and cricket. Format as in data-soccer.ts. */

export const BASEBALL: LeagueSeed[] = [
  {
    sid: 7,
    region: 'USA',
    hot: true,
    names: 'MLB|MLB|美国职业棒球大联盟|เมเจอร์ลีกเบสบอล',
    teams:
      'Los Angeles Dodgers||洛杉矶道奇; New York Yankees||纽约洋基; Toronto Blue Jays||多伦多蓝鸟; Seattle Mariners||西雅图水手; Milwaukee Brewers||密尔沃基酿酒人; Philadelphia Phillies||费城费城人; Chicago Cubs||芝加哥小熊; San Diego Padres||圣地亚哥教士; Boston Red Sox||波士顿红袜; Detroit Tigers||底特律老虎; Houston Astros||休斯顿太空人; New York Mets||纽约大都会',
  },
  {
    sid: 7,
    region: 'JPN',
    names: 'NPB|Bóng chày Nhật Bản NPB|日本职业棒球|เอ็นพีบี ญี่ปุ่น',
    teams:
      'Yomiuri Giants||读卖巨人; Hanshin Tigers||阪神虎; Yokohama DeNA BayStars||横滨DeNA海湾之星; Hiroshima Toyo Carp||广岛东洋鲤鱼; Fukuoka SoftBank Hawks||福冈软银鹰; Hokkaido Nippon-Ham Fighters||北海道日本火腿斗士; Orix Buffaloes||欧力士野牛; Chiba Lotte Marines||千叶罗德海洋',
  },
  {
    sid: 7,
    region: 'KOR',
    names: 'KBO League|Bóng chày Hàn Quốc KBO|韩国职业棒球|เคบีโอ เกาหลีใต้',
    teams:
      'LG Twins||LG双子; Hanwha Eagles||韩华鹰; SSG Landers||SSG登陆者; Samsung Lions||三星狮; NC Dinos||NC恐龙; KT Wiz||KT巫师; Lotte Giants||乐天巨人; Kia Tigers||起亚虎; Doosan Bears||斗山熊; Kiwoom Heroes||Kiwoom英雄',
  },
  {
    sid: 7,
    region: 'TPE',
    names: 'CPBL|Bóng chày Đài Loan CPBL|中华职棒|ซีพีบีแอล ไต้หวัน',
    teams:
      'CTBC Brothers||中信兄弟; Uni-President Lions||统一狮; Rakuten Monkeys||乐天桃猿; Fubon Guardians||富邦悍将; Wei Chuan Dragons||味全龙; TSG Hawks||台钢雄鹰',
  },
];

export const BOXING: LeagueSeed[] = [
  {
    sid: 19,
    region: 'INT',
    hot: true,
    names: 'Boxing - World Title Fights|Quyền anh - Tranh đai thế giới|拳击 - 世界拳王争霸赛|มวยสากล - ชิงแชมป์โลก',
    teams:
      'Oleksandr Usyk||乌西克; Daniel Dubois||杜波依斯; Joseph Parker||帕克; Fabio Wardley||沃德利; Saul Alvarez||阿尔瓦雷斯; Terence Crawford||克劳福德; Naoya Inoue||井上尚弥; Junto Nakatani||中谷润人; Shakur Stevenson||史蒂文森; Gervonta Davis||戴维斯; Dmitry Bivol||比沃尔; Artur Beterbiev||贝特比耶夫; Zhang Zhilei||张志磊',
  },
  {
    sid: 19,
    region: 'THA',
    periods: 5,
    names: 'ONE Championship - Muay Thai|ONE Championship - Muay Thái|ONE冠军赛 - 泰拳|วัน แชมเปียนชิพ - มวยไทย',
    teams:
      'Rodtang Jitmuangnon||罗唐|รถถัง จิตรเมืองนนท์; Superlek Kiatmoo9||苏佩莱克|ซุปเปอร์เล็ก เกียรติหมู่ 9; Tawanchai PK Saenchai||塔万猜|ตะวันฉาย พีเค.แสนชัย; Nong-O Hama||侬奥|น้องโอ ฮาม่า; Jonathan Haggerty||哈格蒂; Nabil Anane||阿纳内; Superbon Singha Mawynn||苏波本|ซุปเปอร์บอน สิงห์มาวิน; Prajanchai PK Saenchai||帕詹猜|ประจัญชัย พีเค.แสนชัย',
  },
];

export const AMERICAN_FOOTBALL: LeagueSeed[] = [
  {
    sid: 6,
    region: 'USA',
    hot: true,
    names: 'NFL|NFL|美国职业橄榄球大联盟|เอ็นเอฟแอล',
    teams:
      'Kansas City Chiefs||堪萨斯城酋长; Philadelphia Eagles||费城老鹰; Buffalo Bills||布法罗比尔; Baltimore Ravens||巴尔的摩乌鸦; Detroit Lions||底特律雄狮; San Francisco 49ers||旧金山49人; Dallas Cowboys||达拉斯牛仔; Green Bay Packers||绿湾包装工; Los Angeles Rams||洛杉矶公羊; Cincinnati Bengals||辛辛那提猛虎; Miami Dolphins||迈阿密海豚; Pittsburgh Steelers||匹兹堡钢人',
  },
  {
    sid: 6,
    region: 'USA',
    names: 'NCAAF|Bóng bầu dục Mỹ NCAA|美国大学橄榄球|เอ็นซีเอเอ ฟุตบอล',
    teams:
      'Ohio State Buckeyes||俄亥俄州立七叶树; Georgia Bulldogs||佐治亚斗牛犬; Texas Longhorns||德克萨斯长角牛; Alabama Crimson Tide||阿拉巴马红潮; Oregon Ducks||俄勒冈鸭; Penn State Nittany Lions||宾州州立尼塔尼狮; Notre Dame Fighting Irish||圣母大学; Michigan Wolverines||密歇根狼獾',
  },
];

export const RUGBY: LeagueSeed[] = [
  {
    sid: 4,
    region: 'ENG',
    hot: true,
    names: 'Premiership Rugby|Bóng bầu dục Premiership Anh|英格兰橄榄球超级联赛|รักบี้ พรีเมียร์ชิพ',
    teams:
      'Bath||巴斯; Northampton Saints||北安普顿圣徒; Leicester Tigers||莱斯特老虎; Saracens||撒拉逊人; Bristol Bears||布里斯托尔熊; Sale Sharks||塞尔鲨鱼; Gloucester||格洛斯特; Harlequins||禾瓦特; Exeter Chiefs||埃克塞特酋长; Newcastle Red Bulls||纽卡斯尔红牛',
  },
  {
    sid: 4,
    region: 'INT',
    names: 'Rugby Union - Internationals|Bóng bầu dục - Giao hữu quốc tế|橄榄球国际赛|รักบี้ยูเนียน นานาชาติ',
    teams:
      'New Zealand; South Africa; Ireland; France; England; Australia; Argentina; Scotland; Wales; Fiji; Japan; Italy',
  },
  {
    sid: 4,
    region: 'AUS',
    names: 'NRL|Bóng bầu dục NRL|澳大利亚国家橄榄球联赛|เอ็นอาร์แอล',
    teams:
      'Melbourne Storm||墨尔本风暴; Penrith Panthers||彭里斯黑豹; Brisbane Broncos||布里斯班野马; Sydney Roosters||悉尼公鸡; Cronulla Sharks||克罗纳拉鲨鱼; Canterbury Bulldogs||坎特伯雷斗牛犬; Canberra Raiders||堪培拉突击者; North Queensland Cowboys||北昆士兰牛仔',
  },
];

export const ICE_HOCKEY: LeagueSeed[] = [
  {
    sid: 2,
    region: 'USA',
    hot: true,
    names: 'NHL|NHL|国家冰球联盟|เอ็นเอชแอล',
    teams:
      'Florida Panthers||佛罗里达美洲豹; Edmonton Oilers||埃德蒙顿油人; Dallas Stars||达拉斯星; Colorado Avalanche||科罗拉多雪崩; Vegas Golden Knights||维加斯金骑士; Toronto Maple Leafs||多伦多枫叶; Winnipeg Jets||温尼伯喷气机; Washington Capitals||华盛顿首都; Carolina Hurricanes||卡罗莱纳飓风; New York Rangers||纽约游骑兵; Tampa Bay Lightning||坦帕湾闪电; Boston Bruins||波士顿棕熊',
  },
  {
    sid: 2,
    region: 'RUS',
    names: 'KHL|KHL|大陆冰球联赛|เคเอชแอล',
    teams:
      'CSKA Moscow||莫斯科中央陆军; SKA St. Petersburg||圣彼得堡陆军; Lokomotiv Yaroslavl||雅罗斯拉夫尔火车头; Metallurg Magnitogorsk||马格尼托哥尔斯克冶金; Ak Bars Kazan||喀山雪豹; Dynamo Moscow||莫斯科迪纳摩; Avangard Omsk||鄂木斯克先锋; Shanghai Dragons||上海龙',
  },
  {
    sid: 2,
    region: 'SWE',
    names: 'SHL|VĐQG Thụy Điển SHL|瑞典冰球超级联赛|เอสเอชแอล สวีเดน',
    teams:
      'Frolunda HC||弗罗伦达; Skelleftea AIK||谢莱夫特奥; Lulea HF||吕勒奥; Farjestad BK||费尔耶斯塔德; Vaxjo Lakers||韦克舍湖人; Djurgardens IF||佐加顿',
  },
];

export const HANDBALL: LeagueSeed[] = [
  {
    sid: 8,
    region: 'EUR',
    hot: true,
    names: 'EHF Champions League|Cúp C1 bóng ném châu Âu|欧洲手球冠军联赛|แฮนด์บอล อีเอชเอฟ แชมเปียนส์ลีก',
    teams:
      'Barcelona||巴塞罗那; Paris Saint-Germain||巴黎圣日耳曼; SC Magdeburg||马格德堡; Fuchse Berlin||柏林狐狸; Aalborg Handbold||奥尔堡; Veszprem||维斯普雷姆; Industria Kielce||凯尔采; THW Kiel||基尔; Sporting CP||葡萄牙体育; Pick Szeged||塞格德',
  },
  {
    sid: 8,
    region: 'GER',
    names: 'Handball-Bundesliga|Bóng ném Bundesliga Đức|德国手球甲级联赛|แฮนด์บอล บุนเดสลีกา',
    teams:
      'THW Kiel; SC Magdeburg; Fuchse Berlin; SG Flensburg-Handewitt||弗伦斯堡; MT Melsungen||梅尔松根; Rhein-Neckar Lowen||莱茵-内卡狮子; TSV Hannover-Burgdorf||汉诺威; HSV Hamburg||汉堡',
  },
];

export const CRICKET: LeagueSeed[] = [
  {
    sid: 14,
    region: 'IND',
    hot: true,
    names: 'Indian Premier League|Giải Cricket Ngoại hạng Ấn Độ|印度板球超级联赛|อินเดียน พรีเมียร์ลีก',
    teams:
      'Chennai Super Kings||金奈超级国王; Mumbai Indians||孟买印第安人; Royal Challengers Bengaluru||班加罗尔皇家挑战者; Kolkata Knight Riders||加尔各答骑士; Delhi Capitals||德里首都; Punjab Kings||旁遮普国王; Rajasthan Royals||拉贾斯坦皇家; Sunrisers Hyderabad||海得拉巴日出者; Gujarat Titans||古吉拉特泰坦; Lucknow Super Giants||勒克瑙超级巨人',
  },
  {
    sid: 14,
    region: 'AUS',
    names: 'Big Bash League|Big Bash League|澳大利亚板球大狂欢联赛|บิ๊กแบชลีก',
    teams:
      'Sydney Sixers||悉尼六人; Perth Scorchers||珀斯热浪; Brisbane Heat||布里斯班热力; Melbourne Stars||墨尔本明星; Adelaide Strikers||阿德莱德前锋; Hobart Hurricanes||霍巴特飓风; Sydney Thunder||悉尼雷霆; Melbourne Renegades||墨尔本叛逆者',
  },
  {
    sid: 14,
    region: 'INT',
    names: 'T20 Internationals|T20 Quốc tế|T20国际赛|ที20 นานาชาติ',
    teams:
      'India; Australia; England; Pakistan; South Africa; New Zealand; Sri Lanka; Bangladesh; Afghanistan; West Indies',
  },
];
