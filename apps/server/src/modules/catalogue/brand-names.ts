/**
 * The catalogue's brands by their names in both languages. A product stores its brand as it was typed, in one of them;
 * its search terms hold the other as well, so that "安川" finds what "Yaskawa" finds and back.
 */
const BRANDS: readonly (readonly [en: string, zh: string])[] = [
  ['Balluff', '巴鲁夫'],
  ['Beckhoff', '倍福'],
  ['binder', '宾德'],
  ['Danfoss', '丹佛斯'],
  ['Delta', '台达'],
  ['Eaton', '伊顿'],
  ['Endress+Hauser', '恩德斯豪斯'],
  ['HARTING', '浩亭'],
  ['Honeywell', '霍尼韦尔'],
  ['ifm', '易福门'],
  ['JUMO', '久茂'],
  ['LAPP', '缆普'],
  ['Leadshine', '雷赛'],
  ['MEAN WELL', '明纬'],
  ['Mitsubishi Electric', '三菱电机'],
  ['Murrelektronik', '穆尔电子'],
  ['Omron', '欧姆龙'],
  ['Oriental Motor', '东方马达'],
  ['Panasonic', '松下'],
  ['Pepperl+Fuchs', '倍加福'],
  ['Phoenix Contact', '菲尼克斯电气'],
  ['PULS', '普尔世'],
  ['Schneider Electric', '施耐德电气'],
  ['SICK', '西克'],
  ['Siemens', '西门子'],
  ['TE Connectivity', '泰科电子'],
  ['Vertiv', '维谛'],
  ['WAGO', '万可'],
  ['Weidmüller', '魏德米勒'],
  ['WIKA', '威卡'],
  ['Yaskawa', '安川'],
  ['Yuasa', '汤浅'],
];

const BY_NAME = new Map<string, string>();
for (const [en, zh] of BRANDS) {
  BY_NAME.set(en.toLowerCase(), zh);
  BY_NAME.set(zh, en);
}

/** The brand's name in the other language, or '' for a brand not listed. */
export function otherBrandName(brand: string): string {
  return BY_NAME.get(brand.trim().toLowerCase()) ?? '';
}
