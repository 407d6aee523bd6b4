/**
 * Soccer leagues and clubs (2025/26 line-ups). Format, to keep the tables compact:
 * league names 'en|vi|zh|th'; teams 'en|vi|zh|th' separated by ';', empty parts fall back to
 * English (Vietnamese sites print most foreign club names in their original form). A team named
 * again in a later league (Champions League) reuses the first entry, translations included.
 */

export interface LeagueSeed {
  sid: number;
  region: string;
  names: string;
  teams: string;
  hot?: boolean;
  periods?: number;
}

const S = 1;

export const SOCCER: LeagueSeed[] = [
  {
    sid: S,
    region: 'ENG',
    hot: true,
    names: 'Premier League|Ngoại hạng Anh|英格兰超级联赛|พรีเมียร์ลีก อังกฤษ',
    teams:
      'Arsenal||阿森纳|อาร์เซนอล; Aston Villa||阿斯顿维拉|แอสตัน วิลลา; Bournemouth||伯恩茅斯|บอร์นมัธ; Brentford||布伦特福德|เบรนท์ฟอร์ด; Brighton||布莱顿|ไบรท์ตัน; Burnley||伯恩利|เบิร์นลีย์; Chelsea||切尔西|เชลซี; Crystal Palace||水晶宫|คริสตัล พาเลซ; Everton||埃弗顿|เอฟเวอร์ตัน; Fulham||富勒姆|ฟูแล่ม; Leeds United||利兹联|ลีดส์ ยูไนเต็ด; Liverpool||利物浦|ลิเวอร์พูล; Manchester City|Man City|曼城|แมนเชสเตอร์ ซิตี้; Manchester United|Man Utd|曼联|แมนเชสเตอร์ ยูไนเต็ด; Newcastle United||纽卡斯尔联|นิวคาสเซิล ยูไนเต็ด; Nottingham Forest||诺丁汉森林|น็อตติ้งแฮม ฟอเรสต์; Sunderland||桑德兰|ซันเดอร์แลนด์; Tottenham Hotspur|Tottenham|托特纳姆热刺|ท็อตแน่ม ฮ็อทสเปอร์; West Ham United||西汉姆联|เวสต์แฮม ยูไนเต็ด; Wolverhampton||狼队|วูล์ฟแฮมป์ตัน',
  },
  {
    sid: S,
    region: 'ESP',
    hot: true,
    names: 'La Liga|La Liga Tây Ban Nha|西班牙甲级联赛|ลาลีกา สเปน',
    teams:
      'Real Madrid||皇家马德里|เรอัล มาดริด; Barcelona||巴塞罗那|บาร์เซโลนา; Atletico Madrid||马德里竞技|แอตเลติโก มาดริด; Athletic Bilbao||毕尔巴鄂竞技|แอธเลติก บิลเบา; Villarreal||比利亚雷亚尔|บียาร์เรอัล; Real Betis||皇家贝蒂斯|เรอัล เบติส; Real Sociedad||皇家社会|เรอัล โซเซียดาด; Sevilla||塞维利亚|เซบีย่า; Valencia||瓦伦西亚|บาเลนเซีย; Girona||赫罗纳|จิโรน่า; Celta Vigo||塞尔塔|เซลต้า บีโก้; Osasuna||奥萨苏纳|โอซาซูน่า; Getafe||赫塔费|เกตาเฟ่; Rayo Vallecano||巴列卡诺|ราโย บาเยกาโน่; Mallorca||马洛卡|มายอร์ก้า; Espanyol||西班牙人|เอสปันญ่อล; Alaves||阿拉维斯|อลาเบส; Elche||埃尔切|เอลเช่; Levante||莱万特|เลบันเต้; Real Oviedo||皇家奥维耶多|เรอัล โอเบียโด',
  },
  {
    sid: S,
    region: 'ITA',
    hot: true,
    names: 'Serie A|Serie A Ý|意大利甲级联赛|กัลโช่ เซเรีย อา',
    teams:
      'Inter Milan|Inter|国际米兰|อินเตอร์ มิลาน; AC Milan||AC米兰|เอซี มิลาน; Juventus||尤文图斯|ยูเวนตุส; Napoli||那不勒斯|นาโปลี; AS Roma||罗马|โรมา; Lazio||拉齐奥|ลาซิโอ; Atalanta||亚特兰大|อตาลันต้า; Fiorentina||佛罗伦萨|ฟิออเรนติน่า; Bologna||博洛尼亚|โบโลญญา; Torino||都灵|โตรีโน่; Udinese||乌迪内斯|อูดิเนเซ่; Genoa||热那亚|เจนัว; Como||科莫|โคโม่; Cagliari||卡利亚里|กายารี่; Lecce||莱切|เลชเช่; Parma||帕尔马|ปาร์ม่า; Sassuolo||萨索洛|ซาสซูโอโล่; Verona||维罗纳|เวโรน่า; Cremonese||克雷莫纳|เครโมเนเซ่; Pisa||比萨|ปิซ่า',
  },
  {
    sid: S,
    region: 'GER',
    hot: true,
    names: 'Bundesliga|Bundesliga Đức|德国甲级联赛|บุนเดสลีกา เยอรมนี',
    teams:
      'Bayern Munich|Bayern Munich|拜仁慕尼黑|บาเยิร์น มิวนิค; Borussia Dortmund|Dortmund|多特蒙德|โบรุสเซีย ดอร์ทมุนด์; Bayer Leverkusen|Leverkusen|勒沃库森|ไบเออร์ เลเวอร์คูเซ่น; RB Leipzig||RB莱比锡|แอร์เบ ไลป์ซิก; Eintracht Frankfurt||法兰克福|ไอน์ทรัคท์ แฟรงก์เฟิร์ต; VfB Stuttgart||斯图加特|สตุ๊ตการ์ท; SC Freiburg||弗赖堡|ไฟรบวร์ก; VfL Wolfsburg||沃尔夫斯堡|โวล์ฟสบวร์ก; Borussia Monchengladbach|Gladbach|门兴格拉德巴赫|โบรุสเซีย มึนเชนกลัดบัค; Werder Bremen||云达不莱梅|แวร์เดอร์ เบรเมน; Union Berlin||柏林联合|อูนิโอน เบอร์ลิน; Mainz 05||美因茨|ไมนซ์; Augsburg||奥格斯堡|เอาก์สบวร์ก; Hoffenheim||霍芬海姆|ฮอฟเฟ่นไฮม์; Heidenheim||海登海姆|ไฮเดนไฮม์; St. Pauli||圣保利|เซนต์ เพาลี; Hamburger SV||汉堡|ฮัมบูร์ก; FC Koln||科隆|โคโลญจน์',
  },
  {
    sid: S,
    region: 'FRA',
    hot: true,
    names: 'Ligue 1|Ligue 1 Pháp|法国甲级联赛|ลีกเอิง ฝรั่งเศส',
    teams:
      'Paris Saint-Germain|PSG|巴黎圣日耳曼|ปารีส แซงต์ แชร์กแมง; Marseille||马赛|มาร์กเซย; Monaco||摩纳哥|โมนาโก; Lille||里尔|ลีลล์; Lyon||里昂|ลียง; Nice||尼斯|นีซ; Lens||朗斯|ล็องส์; Rennes||雷恩|แรนส์; Strasbourg||斯特拉斯堡|สตราสบูร์ก; Nantes||南特|น็องต์; Toulouse||图卢兹|ตูลูส; Brest||布雷斯特|แบรสต์; Auxerre||欧塞尔|โอแซร์; Angers||昂热|อองเช่ร์; Le Havre||勒阿弗尔|เลออาฟวร์; Lorient||洛里昂|ลอริยองต์; Metz||梅斯|เม็ตซ์; Paris FC||巴黎FC|ปารีส เอฟซี',
  },
  {
    sid: S,
    region: 'VIE',
    hot: true,
    names: 'V.League 1|V.League 1|越南足球甲级联赛|วี-ลีก เวียดนาม',
    teams:
      'Ha Noi FC|Hà Nội FC|河内FC|ฮานอย เอฟซี; Cong An Ha Noi|Công An Hà Nội|河内公安|กงอัน ฮานอย; Thep Xanh Nam Dinh|Thép Xanh Nam Định|南定钢青|เถ็ปซาน นามดินห์; The Cong Viettel|Thể Công Viettel|军体|เถ่อกง เวียตเทล; Hoang Anh Gia Lai|Hoàng Anh Gia Lai|黄安嘉莱|ฮองอันห์ ยาลาย; Becamex TP.HCM|Becamex TP.HCM|平阳|เบคาเม็กซ์ โฮจิมินห์; Dong A Thanh Hoa|Đông Á Thanh Hóa|东亚清化|ดงอา ทานห์ฮวา; Hai Phong|Hải Phòng|海防|ไฮฟอง; SHB Da Nang|SHB Đà Nẵng|岘港|เอสเอชบี ดานัง; Song Lam Nghe An|Sông Lam Nghệ An|义安SLNA|ซองลาม เหงะอาน; Hong Linh Ha Tinh|Hồng Lĩnh Hà Tĩnh|河静|ฮองลินห์ ห่าติ๋ญ; PVF-CAND|PVF-CAND|PVF公安|พีวีเอฟ-ซีเอเอ็นดี; Cong An TP.HCM|Công An TP.HCM|胡志明市公安|กงอัน โฮจิมินห์; Ninh Binh|Ninh Bình|宁平|นิญบิ่ญ',
  },
  {
    sid: S,
    region: 'THA',
    hot: true,
    names: 'Thai League 1|Thai League 1|泰国超级联赛|ไทยลีก 1',
    teams:
      'Buriram United||武里南联|บุรีรัมย์ ยูไนเต็ด; Bangkok United||曼谷联|แบงค็อก ยูไนเต็ด; BG Pathum United||巴吞联|บีจี ปทุม ยูไนเต็ด; Port FC||港口|การท่าเรือ; Muangthong United||蒙通联|เมืองทอง ยูไนเต็ด; Chiangrai United||清莱联|สิงห์ เชียงราย ยูไนเต็ด; Ratchaburi FC||叻丕|ราชบุรี; Chonburi FC||春武里|ชลบุรี; Sukhothai FC||素可泰|สุโขทัย; Nakhon Ratchasima||呵叻|นครราชสีมา; PT Prachuap||巴蜀|พีที ประจวบ; Uthai Thani||乌泰他尼|อุทัยธานี',
  },
  {
    sid: S,
    region: 'CHN',
    names: 'Chinese Super League|VĐQG Trung Quốc|中国足球超级联赛|ไชนีส ซูเปอร์ลีก',
    teams:
      'Shanghai Port||上海海港|เซี่ยงไฮ้ พอร์ต; Shanghai Shenhua||上海申花|เซี่ยงไฮ้ เซินหัว; Chengdu Rongcheng||成都蓉城|เฉิงตู หรงเฉิง; Beijing Guoan||北京国安|ปักกิ่ง กั๋วอัน; Shandong Taishan||山东泰山|ซานตง ไท่ซาน; Tianjin Jinmen Tiger||天津津门虎|เทียนจิน จินเหมิน ไทเกอร์; Zhejiang FC||浙江|เจ้อเจียง; Henan FC||河南|เหอหนาน; Wuhan Three Towns||武汉三镇|อู่ฮั่น ทรี ทาวน์ส; Qingdao West Coast||青岛西海岸|ชิงเต่า เวสต์ โคสต์; Changchun Yatai||长春亚泰|ฉางชุน ย่าไท่; Shenzhen Peng City||深圳新鹏城|เซินเจิ้น เผิง ซิตี้',
  },
  {
    sid: S,
    region: 'JPN',
    names: 'J1 League|VĐQG Nhật Bản|日本职业足球甲级联赛|เจลีก 1',
    teams:
      'Vissel Kobe||神户胜利船|วิสเซล โกเบ; Kashima Antlers||鹿岛鹿角|คาชิมะ แอนต์เลอร์ส; Urawa Red Diamonds||浦和红钻|อุราวะ เรด ไดมอนด์ส; Kawasaki Frontale||川崎前锋|คาวาซากิ ฟรอนตาเล่; Yokohama F. Marinos||横滨水手|โยโกฮามา เอฟ มารินอส; Sanfrecce Hiroshima||广岛三箭|ซานเฟรชเช่ ฮิโรชิมา; Gamba Osaka||大阪钢巴|กัมบะ โอซาก้า; Cerezo Osaka||大阪樱花|เซเรโซ โอซาก้า; FC Tokyo||FC东京|เอฟซี โตเกียว; Kashiwa Reysol||柏太阳神|คาชิวะ เรย์โซล; Nagoya Grampus||名古屋鲸八|นาโกย่า แกรมปัส; Machida Zelvia||町田泽维亚|มาจิดะ เซลเวีย',
  },
  {
    sid: S,
    region: 'KOR',
    names: 'K League 1|VĐQG Hàn Quốc|韩国K1联赛|เคลีก 1',
    teams:
      'Ulsan HD||蔚山HD|อุลซาน เอชดี; Jeonbuk Hyundai Motors||全北现代|ชอนบุก ฮุนได มอเตอร์ส; Pohang Steelers||浦项制铁|โปฮัง สตีลเลอร์ส; FC Seoul||首尔FC|เอฟซี โซล; Gangwon FC||江原FC|คังวอน เอฟซี; Gwangju FC||光州FC|กวางจู เอฟซี; Daejeon Hana Citizen||大田市民|แทจอน ฮานา ซิติเซน; Suwon FC||水原FC|ซูวอน เอฟซี; Jeju SK||济州SK|เชจู เอสเค; Daegu FC||大邱FC|แทกู เอฟซี; Gimcheon Sangmu||金泉尚武|กิมชอน ซังมู; Anyang FC||安养FC|อันยาง เอฟซี',
  },
  {
    sid: S,
    region: 'AUS',
    names: 'A-League Men|VĐQG Úc|澳大利亚超级联赛|เอลีก ออสเตรเลีย',
    teams:
      'Melbourne City||墨尔本城|เมลเบิร์น ซิตี้; Melbourne Victory||墨尔本胜利|เมลเบิร์น วิกตอรี; Sydney FC||悉尼FC|ซิดนีย์ เอฟซี; Western Sydney Wanderers||西悉尼流浪者|เวสเทิร์น ซิดนีย์ วันเดอเรอร์ส; Central Coast Mariners||中央海岸水手|เซ็นทรัล โคสต์ มารีเนอร์ส; Adelaide United||阿德莱德联|แอดิเลด ยูไนเต็ด; Auckland FC||奥克兰FC|โอ๊คแลนด์ เอฟซี; Brisbane Roar||布里斯班狮吼|บริสเบน โรร์; Macarthur FC||麦克阿瑟FC|แม็คอาเธอร์ เอฟซี; Newcastle Jets||纽卡斯尔喷气机|นิวคาสเซิล เจ็ตส์; Perth Glory||珀斯光荣|เพิร์ธ กลอรี; Wellington Phoenix||惠灵顿凤凰|เวลลิงตัน ฟีนิกซ์',
  },
  {
    sid: S,
    region: 'USA',
    names: 'MLS|Nhà nghề Mỹ MLS|美国职业足球大联盟|เมเจอร์ลีก ซอกเกอร์',
    teams:
      'Inter Miami||迈阿密国际|อินเตอร์ ไมอามี; LA Galaxy||洛杉矶银河|แอลเอ แกแล็กซี่; Los Angeles FC||洛杉矶FC|ลอสแอนเจลิส เอฟซี; Seattle Sounders||西雅图海湾人|ซีแอตเทิล ซาวน์เดอร์ส; New York Red Bulls||纽约红牛|นิวยอร์ก เรดบูลส์; New York City FC||纽约城|นิวยอร์ก ซิตี้; Columbus Crew||哥伦布机员|โคลัมบัส ครูว์; FC Cincinnati||辛辛那提|เอฟซี ซินซินเนติ; Atlanta United||亚特兰大联|แอตแลนตา ยูไนเต็ด; Philadelphia Union||费城联合|ฟิลาเดลเฟีย ยูเนียน; Orlando City||奥兰多城|ออร์แลนโด ซิตี้; Vancouver Whitecaps||温哥华白帽|แวนคูเวอร์ ไวท์แคปส์',
  },
  {
    sid: S,
    region: 'BRA',
    names: 'Brasileirao Serie A|VĐQG Brazil|巴西甲级联赛|กัมเปโอนาโต บราซิเลียโร',
    teams:
      'Flamengo||弗拉门戈|ฟลาเมงโก; Palmeiras||帕尔梅拉斯|ปาลไมรัส; Botafogo||博塔弗戈|โบตาโฟโก; Sao Paulo||圣保罗|เซาเปาโล; Corinthians||科林蒂安|โครินเทียนส์; Fluminense||弗卢米嫩塞|ฟลูมิเนนเซ่; Internacional||国际体育会|อินเตอร์นาซิอองนาล; Gremio||格雷米奥|เกรมิโอ; Atletico Mineiro||米内罗竞技|อัตเลติโก มิเนโร; Cruzeiro||克鲁塞罗|ครูไซโร; Bahia||巴伊亚|บาเอีย; Vasco da Gama||瓦斯科达伽马|วาสโก ดา กามา',
  },
  {
    sid: S,
    region: 'NED',
    names: 'Eredivisie|VĐQG Hà Lan|荷兰甲级联赛|เอเรดิวิซี',
    teams:
      'PSV Eindhoven|PSV|埃因霍温|พีเอสวี ไอนด์โฮเฟ่น; Ajax||阿贾克斯|อาแจ็กซ์; Feyenoord||费耶诺德|เฟเยนูร์ด; AZ Alkmaar||阿尔克马尔|อาแซด อัลค์มาร์; FC Twente||特温特|ทเว็นเต้; FC Utrecht||乌德勒支|อูเทรคต์; Go Ahead Eagles||前进之鹰|โก อะเฮด อีเกิลส์; NEC Nijmegen||奈梅亨|เอ็นอีซี ไนเมเคิน; Heerenveen||海伦芬|เฮเรนวีน; Sparta Rotterdam||鹿特丹斯巴达|สปาร์ตา ร็อตเตอร์ดัม',
  },
  {
    sid: S,
    region: 'POR',
    names: 'Primeira Liga|VĐQG Bồ Đào Nha|葡萄牙超级联赛|พรีไมราลีกา โปรตุเกส',
    teams:
      'Benfica||本菲卡|เบนฟิก้า; Porto||波尔图|ปอร์โต้; Sporting CP||葡萄牙体育|สปอร์ติ้ง ลิสบอน; Braga||布拉加|บราก้า; Vitoria Guimaraes||吉马良斯|วิตอเรีย กิมาไรส์; Famalicao||法马利卡奥|ฟามาลิเคา; Gil Vicente||吉尔维森特|จิล วิเซนเต้; Moreirense||莫雷伦斯|โมเรเรนเซ่; Rio Ave||里奥阿维|ริโอ อาเว; Estoril||埃斯托里尔|เอสโตริล',
  },
  {
    sid: S,
    region: 'KSA',
    names: 'Saudi Pro League|VĐQG Ả Rập Xê Út|沙特职业联赛|ซาอุดีโปรลีก',
    teams:
      'Al Hilal||利雅得新月|อัล ฮิลาล; Al Nassr||利雅得胜利|อัล นาสเซอร์; Al Ittihad||吉达联合|อัล อิตติฮัด; Al Ahli||吉达国民|อัล อาห์ลี; Al Qadsiah||卡迪西亚|อัล กาดเซียห์; Al Ettifaq||协作|อัล เอตติฟาก; Al Shabab||利雅得青年|อัล ชาบับ; Al Taawoun||合作|อัล ตาอาวูน',
  },
  {
    sid: S,
    region: 'ENG',
    names: 'Championship|Hạng Nhất Anh|英格兰冠军联赛|แชมเปี้ยนชิพ อังกฤษ',
    teams:
      'Leicester City||莱斯特城|เลสเตอร์ ซิตี้; Ipswich Town||伊普斯维奇|อิปสวิช ทาวน์; Southampton||南安普顿|เซาแธมป์ตัน; Sheffield United||谢菲尔德联|เชฟฟิลด์ ยูไนเต็ด; Middlesbrough||米德尔斯堡|มิดเดิลสโบรห์; Coventry City||考文垂|โคเวนทรี ซิตี้; West Bromwich Albion|West Brom|西布朗|เวสต์บรอมวิช อัลเบียน; Norwich City||诺维奇|นอริช ซิตี้; Watford||沃特福德|วัตฟอร์ด; Stoke City||斯托克城|สโต๊ค ซิตี้; Birmingham City||伯明翰|เบอร์มิงแฮม ซิตี้; Wrexham||雷克瑟姆|เร็กซ์แฮม',
  },
  {
    sid: S,
    region: 'EUR',
    hot: true,
    names: 'UEFA Champions League|Cúp C1 châu Âu|欧洲冠军联赛|ยูฟ่า แชมเปี้ยนส์ลีก',
    teams:
      'Real Madrid; Barcelona; Atletico Madrid; Liverpool; Arsenal; Manchester City; Chelsea; Tottenham Hotspur; Newcastle United; Bayern Munich; Borussia Dortmund; Bayer Leverkusen; Eintracht Frankfurt; Inter Milan; Napoli; Juventus; Atalanta; Paris Saint-Germain; Marseille; Monaco; Benfica; Sporting CP; PSV Eindhoven; Ajax; Villarreal; Athletic Bilbao; Club Brugge||布鲁日|คลับ บรูจจ์; Galatasaray||加拉塔萨雷|กาลาตาซาราย; Olympiacos||奥林匹亚科斯|โอลิมเปียกอส; Copenhagen||哥本哈根|โคเปนเฮเกน',
  },
  {
    sid: S,
    region: 'ASIA',
    hot: true,
    names: 'AFC Asian Cup Qualifiers|Vòng loại Asian Cup|亚洲杯预选赛|เอเอฟซี เอเชียน คัพ รอบคัดเลือก',
    teams:
      'Vietnam; Thailand; Malaysia; Indonesia; Philippines; Singapore; China; Japan; Korea Republic; Australia; Saudi Arabia; Iran',
  },
];

/**
 * National teams, used by any sport whose team has no translation of its own (and, with a suffix,
 * for 'Thailand I' or 'Vietnam U23').
 */
export const NATIONS = `Vietnam|Việt Nam|越南|เวียดนาม; Thailand|Thái Lan|泰国|ไทย; Malaysia|Malaysia|马来西亚|มาเลเซีย; Indonesia|Indonesia|印度尼西亚|อินโดนีเซีย;
Philippines|Philippines|菲律宾|ฟิลิปปินส์; Singapore|Singapore|新加坡|สิงคโปร์; China|Trung Quốc|中国|จีน; Japan|Nhật Bản|日本|ญี่ปุ่น;
Korea Republic|Hàn Quốc|韩国|เกาหลีใต้; Australia|Úc|澳大利亚|ออสเตรเลีย; Saudi Arabia|Ả Rập Xê Út|沙特阿拉伯|ซาอุดีอาระเบีย; Iran|Iran|伊朗|อิหร่าน;
Qatar|Qatar|卡塔尔|กาตาร์; USA|Mỹ|美国|สหรัฐอเมริกา; France|Pháp|法国|ฝรั่งเศส; Serbia|Serbia|塞尔维亚|เซอร์เบีย; Germany|Đức|德国|เยอรมนี;
Canada|Canada|加拿大|แคนาดา; Spain|Tây Ban Nha|西班牙|สเปน; Greece|Hy Lạp|希腊|กรีซ; Brazil|Brazil|巴西|บราซิล; Puerto Rico|Puerto Rico|波多黎各|เปอร์โตริโก;
New Zealand|New Zealand|新西兰|นิวซีแลนด์; South Africa|Nam Phi|南非|แอฟริกาใต้; Ireland|Ireland|爱尔兰|ไอร์แลนด์; England|Anh|英格兰|อังกฤษ;
Argentina|Argentina|阿根廷|อาร์เจนตินา; Scotland|Scotland|苏格兰|สกอตแลนด์; Wales|Xứ Wales|威尔士|เวลส์; Fiji|Fiji|斐济|ฟิจิ; Italy|Ý|意大利|อิตาลี;
India|Ấn Độ|印度|อินเดีย; Pakistan|Pakistan|巴基斯坦|ปากีสถาน; Sri Lanka|Sri Lanka|斯里兰卡|ศรีลังกา; Bangladesh|Bangladesh|孟加拉国|บังกลาเทศ;
Afghanistan|Afghanistan|阿富汗|อัฟกานิสถาน; West Indies|Tây Ấn|西印度群岛|เวสต์อินดีส; Norway|Na Uy|挪威|นอร์เวย์; Sweden|Thụy Điển|瑞典|สวีเดน;
Netherlands|Hà Lan|荷兰|เนเธอร์แลนด์; Poland|Ba Lan|波兰|โปแลนด์; Czech Republic|Séc|捷克|เช็ก; Latvia|Latvia|拉脱维亚|ลัตเวีย`;
