import { ShelfStatus, type LocalizedText } from '@mall/shared';
import type { Database } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/storage';
import { storedName } from '../../platform/files/storage';
import { newId } from '../../platform/ids';
import {
  mallProduct,
  mallProductParameter,
  mallProductPart,
  mallProductResource,
  mallProductStyle,
} from '../../modules/catalogue/schema';
import { PartKind, productSearchTerms } from '../../modules/catalogue/service';
import { datasheetPdf, productPicture, type ProductShape } from './demo-catalogue-assets';
import { DEMO_CATEGORY, seedDemoCategories } from './demo-categories';

/** code, brand, model, Chinese name, English name, base price, flags (h: hot, r: recommend). */
type DemoItem = readonly [string, string, string, string, string, string, string?];

interface Parameter {
  name: LocalizedText;
  value: string;
}

interface Family {
  category: string;
  shape: ProductShape;
  colour: [number, number, number];
  unit: string;
  /** Style names and specs; the n-th style costs the base price × its factor. */
  styles: readonly { name: LocalizedText; spec: string; factor: number }[];
  parameters(item: DemoItem, index: number): Parameter[];
  scenario: LocalizedText;
  features: LocalizedText;
  /** Accessories by product code (linked) or by name (free text). */
  accessories: readonly {
    code?: string;
    name?: LocalizedText;
    brand?: string;
    spec?: string;
    quantity: number;
  }[];
  suite: readonly { name: LocalizedText; spec?: string; quantity: number }[];
  manual: LocalizedText;
  items: readonly DemoItem[];
}

const p = (zh: string, en: string, value: string): Parameter => ({ name: { zh, en }, value });
const html = (zh: string[], en: string[]): LocalizedText => ({
  zh: `<ul>${zh.map((line) => `<li>${line}</li>`).join('')}</ul>`,
  en: `<ul>${en.map((line) => `<li>${line}</li>`).join('')}</ul>`,
});
const cable = (length: string, factor: number) => ({
  name: { zh: `电缆 ${length}`, en: `Cable ${length}` },
  spec: `PUR ${length}`,
  factor,
});

const FAMILIES: readonly Family[] = [
  {
    category: DEMO_CATEGORY.pressureSensors,
    shape: 'cylinder',
    colour: [40, 110, 200],
    unit: 'pcs',
    styles: [
      { name: { zh: '0–10 bar', en: '0–10 bar' }, spec: '4–20 mA, G1/4', factor: 1 },
      { name: { zh: '0–25 bar', en: '0–25 bar' }, spec: '4–20 mA, G1/2', factor: 1.08 },
      { name: { zh: '0–100 bar', en: '0–100 bar' }, spec: '0–10 V, G1/2', factor: 1.2 },
    ],
    parameters: (_item, i) => [
      p(
        '测量范围',
        'Measuring range',
        ['0…10 bar', '0…16 bar', '0…25 bar', '-1…9 bar', '0…40 bar', '0…100 bar'][i % 6] ?? '',
      ),
      p('输出信号', 'Output signal', i % 2 ? '4…20 mA, 2-wire' : '0…10 V, 3-wire'),
      p('精度', 'Accuracy', i % 3 ? '±0.5 % FS' : '±0.25 % FS'),
      p('防护等级', 'Ingress protection', i % 2 ? 'IP67' : 'IP65'),
      p('膜片材料', 'Diaphragm material', i % 2 ? '陶瓷 ceramic Al2O3' : '不锈钢 stainless steel 316L'),
    ],
    scenario: html(
      ['液压站与润滑系统的压力监测', '空压机与气动管网', '水泵恒压供水控制'],
      [
        'Pressure monitoring of hydraulic units and lubrication systems',
        'Air compressors and pneumatic networks',
        'Constant-pressure water supply with pumps',
      ],
    ),
    features: html(
      ['耐过载、抗冲击结构', '激光焊接不锈钢外壳', '出厂逐台温度补偿'],
      [
        'Overload- and shock-resistant design',
        'Laser-welded stainless steel housing',
        'Temperature-compensated one by one at the factory',
      ],
    ),
    accessories: [
      { code: 'CON-MUR-7000', quantity: 1 },
      { name: { zh: '密封垫圈 G1/4', en: 'Sealing washer G1/4' }, brand: 'WIKA', spec: 'FKM', quantity: 2 },
    ],
    suite: [
      { name: { zh: '压力变送器', en: 'Pressure transmitter' }, quantity: 1 },
      { name: { zh: '密封垫圈', en: 'Sealing washer' }, quantity: 1 },
      { name: { zh: '操作说明书', en: 'Operating instructions' }, quantity: 1 },
    ],
    manual: { zh: '安装与接线说明', en: 'Installation and wiring guide' },
    items: [
      [
        'PS-WIKA-A10',
        'WIKA',
        'A-10',
        '压力变送器 A-10 通用型',
        'Pressure Transmitter A-10, General Purpose',
        '860.00',
        'h',
      ],
      [
        'PS-EH-PMC21',
        'Endress+Hauser',
        'Cerabar PMC21',
        '陶瓷膜片压力变送器 PMC21',
        'Ceramic Diaphragm Pressure Transmitter PMC21',
        '1650.00',
      ],
      [
        'PS-DAN-MBS3000',
        'Danfoss',
        'MBS 3000',
        '紧凑型压力变送器 MBS 3000',
        'Compact Pressure Transmitter MBS 3000',
        '720.00',
      ],
      [
        'PS-IFM-PN7094',
        'ifm',
        'PN7094',
        '带显示屏压力开关 PN7094',
        'Pressure Switch with Display PN7094',
        '1180.00',
        'r',
      ],
      [
        'PS-SICK-PBS',
        'SICK',
        'PBS-RB100SG1SS0AMA0Z',
        '电子压力开关 PBS',
        'Electronic Pressure Switch PBS',
        '1420.00',
      ],
      [
        'PS-HON-MLH',
        'Honeywell',
        'MLH100PGB06A',
        '重载压力传感器 MLH',
        'Heavy Duty Pressure Sensor MLH',
        '980.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.temperatureSensors,
    shape: 'cylinder',
    colour: [200, 80, 60],
    unit: 'pcs',
    styles: [
      { name: { zh: '插入长度 100 mm', en: 'Insertion length 100 mm' }, spec: 'Ø6 mm, G1/2', factor: 1 },
      { name: { zh: '插入长度 250 mm', en: 'Insertion length 250 mm' }, spec: 'Ø6 mm, G1/2', factor: 1.15 },
    ],
    parameters: (_item, i) => [
      p('测量元件', 'Sensing element', i % 3 === 2 ? 'Type K thermocouple' : 'Pt100 Class A'),
      p('测量范围', 'Measuring range', ['-50…+250 °C', '-200…+600 °C', '0…+1100 °C'][i % 3] ?? ''),
      p('输出信号', 'Output signal', i % 2 ? '4…20 mA, HART' : 'Resistance, 4-wire'),
      p('保护管材料', 'Sheath material', '不锈钢 stainless steel 1.4571'),
      p('防护等级', 'Ingress protection', 'IP66'),
    ],
    scenario: html(
      ['反应釜、换热器与管道温度测量', '食品饮料行业卫生型工况', '暖通空调与热能计量'],
      [
        'Temperature of reactors, heat exchangers and pipes',
        'Hygienic food and beverage applications',
        'HVAC and heat metering',
      ],
    ),
    features: html(
      ['可更换测量芯，无需停机', '抗振动结构', '可选现场温度变送器'],
      [
        'Replaceable measuring insert without stopping the process',
        'Vibration-resistant design',
        'Optional head-mounted transmitter',
      ],
    ),
    accessories: [
      {
        name: { zh: '焊接套管 G1/2', en: 'Weld-in thermowell G1/2' },
        brand: 'WIKA',
        spec: '1.4571, 140 mm',
        quantity: 1,
      },
      { code: 'TS-SIE-TH100', quantity: 1 },
    ],
    suite: [
      { name: { zh: '温度传感器', en: 'Temperature sensor' }, quantity: 1 },
      { name: { zh: '检验证书 3.1', en: 'Inspection certificate 3.1' }, quantity: 1 },
    ],
    manual: { zh: '安装与校准说明', en: 'Installation and calibration guide' },
    items: [
      [
        'TS-WIKA-TR10C',
        'WIKA',
        'TR10-C',
        'PT100 铂电阻温度传感器 TR10-C',
        'PT100 Resistance Temperature Sensor TR10-C',
        '1280.00',
      ],
      [
        'TS-EH-TMT82',
        'Endress+Hauser',
        'iTEMP TMT82',
        '温度变送器 TMT82 HART',
        'Temperature Transmitter TMT82 HART',
        '2350.00',
        'r',
      ],
      ['TS-OMR-E52', 'Omron', 'E52-CA1DY', 'K型热电偶 E52', 'Type K Thermocouple E52', '260.00'],
      [
        'TS-IFM-TA2105',
        'ifm',
        'TA2105',
        '紧凑型温度变送器 TA2105',
        'Compact Temperature Transmitter TA2105',
        '690.00',
      ],
      ['TS-JUMO-902020', 'JUMO', '902020', '螺纹式铂电阻温度计', 'Screw-in RTD Temperature Probe', '540.00'],
      [
        'TS-SIE-TH100',
        'Siemens',
        'SITRANS TH100',
        '头装式温度变送器 TH100',
        'Head-Mounted Temperature Transmitter TH100',
        '880.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.proximitySensors,
    shape: 'cylinder',
    colour: [60, 150, 90],
    unit: 'pcs',
    styles: [
      cable('2 m', 1),
      cable('5 m', 1.12),
      { name: { zh: 'M12 插头', en: 'M12 plug' }, spec: 'M12, 4-pin', factor: 1.05 },
    ],
    parameters: (_item, i) => [
      p('检测距离', 'Sensing distance', ['5 mm', '4 mm', '8 mm', '8 mm', '15 mm', '0.1…5 m'][i % 6] ?? ''),
      p('输出', 'Output', i % 2 ? 'NPN, NO' : 'PNP, NO'),
      p('工作电压', 'Supply voltage', '10…30 V DC'),
      p('外壳尺寸', 'Housing', i % 3 === 1 ? 'M12' : 'M18'),
      p('防护等级', 'Ingress protection', 'IP67'),
    ],
    scenario: html(
      ['输送线上的工件到位检测', '机床与机器人的位置检测', '包装机械计数'],
      [
        'Part presence on conveyor lines',
        'Position detection on machine tools and robots',
        'Counting on packaging machines',
      ],
    ),
    features: html(
      ['LED 状态指示，便于调试', '短路与反接保护', '镀镍黄铜或不锈钢外壳'],
      [
        'LED status display for easy set-up',
        'Short-circuit and reverse-polarity protection',
        'Nickel-plated brass or stainless steel housing',
      ],
    ),
    accessories: [
      { code: 'CON-MUR-7000', quantity: 1 },
      {
        name: { zh: '安装支架 M18', en: 'Mounting bracket M18' },
        brand: 'SICK',
        spec: 'BEF-WN-M18',
        quantity: 1,
      },
    ],
    suite: [
      { name: { zh: '传感器', en: 'Sensor' }, quantity: 1 },
      { name: { zh: '锁紧螺母', en: 'Lock nuts' }, quantity: 2 },
    ],
    manual: { zh: '安装说明', en: 'Mounting instructions' },
    items: [
      [
        'SEN-E2E-X5',
        'Omron',
        'E2E-X5E1 2M',
        '电感式接近开关 M18 PNP',
        'Inductive Proximity Sensor M18, PNP',
        '186.00',
        'h',
      ],
      [
        'SEN-IFM-IFS204',
        'ifm',
        'IFS204',
        '电感式传感器 M12 齐平安装',
        'Inductive Sensor M12, Flush Mount',
        '210.00',
      ],
      [
        'SEN-SICK-IME18',
        'SICK',
        'IME18-08BPSZC0S',
        '电感式接近传感器 IME18',
        'Inductive Proximity Sensor IME18',
        '240.00',
      ],
      [
        'SEN-PF-NBB8',
        'Pepperl+Fuchs',
        'NBB8-18GM50-E2',
        '电感式传感器 NBB8',
        'Inductive Sensor NBB8',
        '198.00',
      ],
      [
        'SEN-BAL-BCS',
        'Balluff',
        'BCS M18',
        '电容式接近传感器 M18',
        'Capacitive Proximity Sensor M18',
        '420.00',
      ],
      [
        'SEN-WL9-4P',
        'SICK',
        'WL9-4P2230',
        '反射式光电传感器',
        'Retro-Reflective Photoelectric Sensor',
        '742.50',
        'r',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.servoMotors,
    shape: 'box',
    colour: [50, 60, 80],
    unit: 'set',
    styles: [
      { name: { zh: '不带抱闸', en: 'Without brake' }, spec: 'Keyed shaft', factor: 1 },
      { name: { zh: '带抱闸', en: 'With holding brake' }, spec: 'Keyed shaft, 24 V brake', factor: 1.18 },
    ],
    parameters: (_item, i) => [
      p('额定功率', 'Rated power', ['0.8 kW', '400 W', '400 W', '400 W', '400 W', '1.0 kW'][i % 6] ?? ''),
      p('额定转速', 'Rated speed', '3000 rpm'),
      p(
        '额定转矩',
        'Rated torque',
        ['2.6 N·m', '1.27 N·m', '1.3 N·m', '1.3 N·m', '1.27 N·m', '3.2 N·m'][i % 6] ?? '',
      ),
      p('编码器', 'Encoder', i % 2 ? '24-bit absolute' : '22-bit absolute'),
      p('防护等级', 'Ingress protection', 'IP65'),
    ],
    scenario: html(
      ['数控机床进给轴', '包装与印刷机械', '机器人与自动化产线'],
      ['Feed axes of CNC machine tools', 'Packaging and printing machines', 'Robots and automated lines'],
    ),
    features: html(
      ['高动态响应，低转矩波动', '绝对值编码器，断电保持位置', '紧凑设计，安装尺寸符合国际标准'],
      [
        'High dynamics with low torque ripple',
        'Absolute encoder keeps the position without power',
        'Compact, flange sizes to international standards',
      ],
    ),
    accessories: [
      { code: 'DRV-SIE-V90', quantity: 1 },
      { code: 'CON-MUR-7000', quantity: 2 },
    ],
    suite: [
      { name: { zh: '伺服电机', en: 'Servo motor' }, quantity: 1 },
      { name: { zh: '轴键', en: 'Shaft key' }, quantity: 1 },
      { name: { zh: '安全说明', en: 'Safety instructions' }, quantity: 1 },
    ],
    manual: { zh: '伺服电机安装手册', en: 'Servo motor installation manual' },
    items: [
      [
        'SRV-SIE-1FK7',
        'Siemens',
        '1FK7042-2AF71',
        '同步伺服电机 1FK7 0.8 kW',
        'Synchronous Servo Motor 1FK7, 0.8 kW',
        '5600.00',
        'hr',
      ],
      [
        'SRV-YAS-SGM7J',
        'Yaskawa',
        'SGM7J-04AFC6S',
        'Σ-7 伺服电机 400 W',
        'Sigma-7 Servo Motor 400 W',
        '2980.00',
        'h',
      ],
      ['SRV-PAN-MHMF', 'Panasonic', 'MHMF042L1U2M', 'A6 伺服电机 400 W', 'A6 Servo Motor 400 W', '2450.00'],
      [
        'SRV-MIT-HGKR',
        'Mitsubishi Electric',
        'HG-KR43',
        '伺服电机 HG-KR 400 W',
        'Servo Motor HG-KR 400 W',
        '2700.00',
      ],
      [
        'SRV-DEL-ECMA',
        'Delta',
        'ECMA-C20604RS',
        'ASDA-B3 伺服电机 400 W',
        'ASDA-B3 Servo Motor 400 W',
        '1650.00',
      ],
      [
        'SRV-BEC-AM8032',
        'Beckhoff',
        'AM8032-0E20',
        '同步伺服电机 AM8032',
        'Synchronous Servo Motor AM8032',
        '4300.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.stepperMotors,
    shape: 'box',
    colour: [90, 90, 100],
    unit: 'pcs',
    styles: [
      { name: { zh: '单出轴', en: 'Single shaft' }, spec: 'Ø8 mm', factor: 1 },
      { name: { zh: '双出轴', en: 'Dual shaft' }, spec: 'Ø8 mm, rear shaft', factor: 1.06 },
    ],
    parameters: (_item, i) => [
      p('机座号', 'Frame size', ['57 mm', '56 mm', '56 mm', 'NEMA 23', '86 mm', '60 mm'][i % 6] ?? ''),
      p(
        '保持转矩',
        'Holding torque',
        ['2.2 N·m', '1.2 N·m', '1.5 N·m', '2.0 N·m', '4.5 N·m', '2.0 N·m'][i % 6] ?? '',
      ),
      p('步距角', 'Step angle', '1.8°'),
      p('额定电流', 'Rated current', ['4.0 A', '2.8 A', '3.0 A', '4.2 A', '6.0 A', '3.0 A'][i % 6] ?? ''),
    ],
    scenario: html(
      ['点胶机与贴标机', '3D 打印与雕刻设备', '实验室自动化'],
      ['Dispensers and labelling machines', '3D printers and engravers', 'Laboratory automation'],
    ),
    features: html(
      ['低振动、低噪音', '高保持转矩', '可选闭环编码器'],
      ['Low vibration and noise', 'High holding torque', 'Optional closed-loop encoder'],
    ),
    accessories: [
      { code: 'DRV-LEAD-DM556', quantity: 1 },
      { code: 'CON-LAPP-M8', quantity: 1 },
    ],
    suite: [
      { name: { zh: '步进电机', en: 'Stepper motor' }, quantity: 1 },
      { name: { zh: '引线 0.5 m', en: 'Lead wires 0.5 m' }, quantity: 1 },
    ],
    manual: { zh: '接线图', en: 'Wiring diagram' },
    items: [
      [
        'STP-LEAD-57HS22',
        'Leadshine',
        '57HS22',
        '两相步进电机 57 mm 2.2 N·m',
        '2-Phase Stepper Motor 57 mm, 2.2 N·m',
        '180.00',
      ],
      [
        'STP-ORI-PKP266',
        'Oriental Motor',
        'PKP266D28A2',
        '两相步进电机 PKP 56 mm',
        '2-Phase Stepper Motor PKP 56 mm',
        '620.00',
      ],
      ['STP-NAN-ST5918', 'Nanotec', 'ST5918L3008-B', '步进电机 ST5918', 'Stepper Motor ST5918', '540.00'],
      [
        'STP-MOONS-AM23',
        "MOONS'",
        'AM23HS3449',
        '混合式步进电机 NEMA 23',
        'Hybrid Stepper Motor NEMA 23',
        '260.00',
      ],
      [
        'STP-LEAD-86HS45',
        'Leadshine',
        '86HS45',
        '两相步进电机 86 mm 4.5 N·m',
        '2-Phase Stepper Motor 86 mm, 4.5 N·m',
        '390.00',
      ],
      [
        'STP-ORI-AZM66',
        'Oriental Motor',
        'AZM66AC',
        '闭环步进电机 AZ 系列',
        'Closed-Loop Stepper Motor AZ Series',
        '2100.00',
        'r',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.drives,
    shape: 'box',
    colour: [30, 120, 140],
    unit: 'set',
    styles: [
      { name: { zh: '标准型', en: 'Standard' }, spec: 'IP20', factor: 1 },
      { name: { zh: '带安全转矩关断', en: 'With Safe Torque Off' }, spec: 'IP20, STO', factor: 1.12 },
    ],
    parameters: (_item, i) => [
      p('额定功率', 'Rated power', ['0.4 kW', '400 W', '5.5 kW', '4 kW', '—', '1.5 kW'][i % 6] ?? ''),
      p('输入电压', 'Input voltage', i % 2 ? '3 AC 380…480 V' : '1/3 AC 200…240 V'),
      p(
        '通讯接口',
        'Communication',
        ['PROFINET', 'MECHATROLINK-III', 'Modbus RTU', 'PROFIBUS DP', 'Pulse/direction', 'CANopen'][i % 6] ??
          '',
      ),
      p('冷却方式', 'Cooling', '强制风冷 forced air'),
    ],
    scenario: html(
      ['风机与水泵节能调速', '输送带与提升设备', '伺服定位与同步控制'],
      [
        'Energy-saving speed control of fans and pumps',
        'Conveyors and hoists',
        'Servo positioning and synchronisation',
      ],
    ),
    features: html(
      ['内置 EMC 滤波器', '一键自整定', '集成安全功能'],
      ['Built-in EMC filter', 'One-button auto-tuning', 'Integrated safety functions'],
    ),
    accessories: [
      { code: 'PWR-MW-LRS350', quantity: 1 },
      {
        name: { zh: '制动电阻 100 Ω', en: 'Braking resistor 100 Ω' },
        brand: 'Siemens',
        spec: '500 W',
        quantity: 1,
      },
    ],
    suite: [
      { name: { zh: '驱动器', en: 'Drive' }, quantity: 1 },
      { name: { zh: 'I/O 插头', en: 'I/O plug' }, quantity: 1 },
      { name: { zh: '快速入门指南', en: 'Quick start guide' }, quantity: 1 },
    ],
    manual: { zh: '调试手册', en: 'Commissioning manual' },
    items: [
      [
        'DRV-SIE-V90',
        'Siemens',
        '6SL3210-5FE10-4UF0',
        'SINAMICS V90 伺服驱动器 0.4 kW',
        'SINAMICS V90 Servo Drive 0.4 kW',
        '3200.00',
        'r',
      ],
      [
        'DRV-YAS-SGD7S',
        'Yaskawa',
        'SGD7S-2R8A00A',
        'Σ-7S 伺服驱动器 400 W',
        'Sigma-7S Servo Amplifier 400 W',
        '3100.00',
      ],
      [
        'DRV-ABB-ACS580',
        'ABB',
        'ACS580-01-12A7-4',
        '通用变频器 ACS580 5.5 kW',
        'General Purpose Drive ACS580, 5.5 kW',
        '6800.00',
        'h',
      ],
      [
        'DRV-DAN-FC302',
        'Danfoss',
        'FC-302P4K0',
        'VLT 变频器 FC 302 4 kW',
        'VLT AutomationDrive FC 302, 4 kW',
        '7400.00',
      ],
      [
        'DRV-LEAD-DM556',
        'Leadshine',
        'DM556',
        '数字式步进驱动器 DM556',
        'Digital Stepper Drive DM556',
        '230.00',
      ],
      [
        'DRV-SCH-ATV320',
        'Schneider Electric',
        'ATV320U15N4C',
        'Altivar 320 变频器 1.5 kW',
        'Altivar Machine ATV320, 1.5 kW',
        '2600.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.switchingPower,
    shape: 'box',
    colour: [120, 120, 130],
    unit: 'pcs',
    styles: [
      { name: { zh: '24 V 输出', en: '24 V output' }, spec: '24 V DC', factor: 1 },
      { name: { zh: '12 V 输出', en: '12 V output' }, spec: '12 V DC', factor: 1 },
    ],
    parameters: (_item, i) => [
      p('输出功率', 'Output power', ['350 W', '60 W', '240 W', '120 W', '240 W', '240 W'][i % 6] ?? ''),
      p('输入电压', 'Input voltage', '100…240 V AC'),
      p('效率', 'Efficiency', i % 2 ? '94 %' : '89 %'),
      p('安装方式', 'Mounting', i === 0 ? '底板安装 chassis' : '导轨 DIN rail TS35'),
    ],
    scenario: html(
      ['控制柜 24 V 供电', '工业自动化与楼宇控制', 'LED 显示与通讯设备'],
      [
        '24 V supply in control cabinets',
        'Industrial and building automation',
        'LED displays and communication equipment',
      ],
    ),
    features: html(
      ['宽电压输入', '过压、过流、过温保护', '-25 °C 至 +70 °C 工作'],
      [
        'Wide input range',
        'Over-voltage, over-current and over-temperature protection',
        'Operates from -25 °C to +70 °C',
      ],
    ),
    accessories: [{ code: 'TB-WAGO-2002', quantity: 10 }],
    suite: [{ name: { zh: '电源', en: 'Power supply' }, quantity: 1 }],
    manual: { zh: '安装说明', en: 'Installation instructions' },
    items: [
      [
        'PWR-MW-LRS350',
        'MEAN WELL',
        'LRS-350-24',
        '开关电源 350 W 24 V',
        'Switching Power Supply 350 W, 24 V',
        '165.00',
        'h',
      ],
      [
        'PWR-MW-HDR60',
        'MEAN WELL',
        'HDR-60-24',
        '导轨电源 60 W 24 V',
        'DIN Rail Power Supply 60 W, 24 V',
        '120.00',
      ],
      [
        'PWR-PHX-QUINT',
        'Phoenix Contact',
        'QUINT4-PS/1AC/24DC/10',
        'QUINT 电源 24 V 10 A',
        'QUINT Power Supply 24 V, 10 A',
        '1380.00',
        'r',
      ],
      [
        'PWR-SIE-SITOP',
        'Siemens',
        '6EP3334-8SB00-0AY0',
        'SITOP PSU6200 电源 24 V 5 A',
        'SITOP PSU6200 Power Supply 24 V, 5 A',
        '980.00',
      ],
      [
        'PWR-PULS-CP10',
        'PULS',
        'CP10.241',
        'DIMENSION 电源 24 V 10 A',
        'DIMENSION Power Supply 24 V, 10 A',
        '1520.00',
      ],
      [
        'PWR-OMR-S8VK',
        'Omron',
        'S8VK-G24024',
        '导轨式开关电源 240 W',
        'DIN Rail Switching Power Supply 240 W',
        '760.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.ups,
    shape: 'box',
    colour: [70, 70, 70],
    unit: 'set',
    styles: [
      { name: { zh: '标准电池', en: 'Standard battery' }, spec: 'Internal battery', factor: 1 },
      { name: { zh: '长效机型', en: 'Long runtime' }, spec: 'External battery pack', factor: 1.35 },
    ],
    parameters: (_item, i) => [
      p('容量', 'Capacity', ['1500 VA', '1000 VA', '10 A DC', '10 A DC', '100 W', '3 kVA'][i % 6] ?? ''),
      p(
        '拓扑',
        'Topology',
        [
          '在线互动 line-interactive',
          '在线互动 line-interactive',
          'DC UPS',
          'DC UPS',
          'DC UPS',
          '在线式 online',
        ][i % 6] ?? '',
      ),
      p('后备时间', 'Backup time', i % 2 ? '10 min' : '7 min'),
    ],
    scenario: html(
      ['服务器与网络机柜', '控制系统断电保护', '安防与门禁系统'],
      [
        'Servers and network racks',
        'Protection of control systems against outages',
        'Security and access control',
      ],
    ),
    features: html(
      ['纯正弦波输出', '电池热插拔', '网络管理卡可选'],
      ['Pure sine-wave output', 'Hot-swappable batteries', 'Optional network management card'],
    ),
    accessories: [
      {
        name: { zh: '电池模块 12 V 7 Ah', en: 'Battery module 12 V 7 Ah' },
        brand: 'Yuasa',
        spec: 'NP7-12',
        quantity: 2,
      },
      {
        name: { zh: '网络管理卡', en: 'Network management card' },
        brand: 'APC',
        spec: 'AP9641',
        quantity: 1,
      },
    ],
    suite: [
      { name: { zh: '不间断电源', en: 'UPS' }, quantity: 1 },
      { name: { zh: '电源线', en: 'Power cords' }, quantity: 2 },
      { name: { zh: 'USB 通讯线', en: 'USB cable' }, quantity: 1 },
    ],
    manual: { zh: '用户手册', en: 'User manual' },
    items: [
      [
        'UPS-APC-SMT1500',
        'APC',
        'SMT1500IC',
        'Smart-UPS 1500 VA 在线互动式',
        'Smart-UPS 1500 VA Line-Interactive',
        '5200.00',
      ],
      ['UPS-EAT-5SC1000', 'Eaton', '5SC1000i', '5SC 不间断电源 1000 VA', '5SC UPS 1000 VA', '3600.00'],
      [
        'UPS-SIE-UPS1600',
        'Siemens',
        '6EP4134-3AB00-1AY0',
        'SITOP UPS1600 直流不间断电源 10 A',
        'SITOP UPS1600 DC UPS 10 A',
        '2800.00',
      ],
      [
        'UPS-PHX-TRIO',
        'Phoenix Contact',
        'TRIO-UPS-2G/1AC/24DC/10',
        'TRIO 直流不间断电源模块',
        'TRIO DC UPS Module',
        '1900.00',
      ],
      [
        'UPS-MW-DRC100',
        'MEAN WELL',
        'DRC-100A',
        '带蓄电池充电功能电源 100 W',
        'Security Power Supply with Battery Charger 100 W',
        '310.00',
      ],
      [
        'UPS-VERT-GXT5',
        'Vertiv',
        'GXT5-3000IRT2UXL',
        'Liebert GXT5 在线式 UPS 3 kVA',
        'Liebert GXT5 Online UPS 3 kVA',
        '12800.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.circularConnectors,
    shape: 'plug',
    colour: [30, 30, 35],
    unit: 'pcs',
    styles: [
      { name: { zh: '直头', en: 'Straight' }, spec: 'Straight', factor: 1 },
      { name: { zh: '弯头', en: 'Angled' }, spec: '90°', factor: 1.1 },
    ],
    parameters: (_item, i) => [
      p('芯数', 'Number of contacts', ['4', '4', '3', '12', '5', '4'][i % 6] ?? ''),
      p('编码', 'Coding', 'A'),
      p('额定电流', 'Rated current', i % 2 ? '4 A' : '8 A'),
      p('防护等级', 'Ingress protection', 'IP67'),
      p('连接方式', 'Connection', i === 4 ? '预装电缆 moulded cable' : '螺钉 screw'),
    ],
    scenario: html(
      ['传感器与执行器现场连接', '分布式 I/O 布线', '机器人拖链应用'],
      ['Field connection of sensors and actuators', 'Distributed I/O wiring', 'Robot drag chains'],
    ),
    features: html(
      ['快速锁紧', '耐油 PUR 护套', '镀金触点'],
      ['Quick locking', 'Oil-resistant PUR jacket', 'Gold-plated contacts'],
    ),
    accessories: [
      { name: { zh: '防护盖 M12', en: 'Protective cap M12' }, brand: 'HARTING', spec: 'M12', quantity: 1 },
    ],
    suite: [{ name: { zh: '连接器', en: 'Connector' }, quantity: 1 }],
    manual: { zh: '装配说明', en: 'Assembly instructions' },
    items: [
      [
        'CON-HAR-M12-4P',
        'HARTING',
        '21 03 311 1405',
        'M12 圆形连接器 4 芯 A 编码',
        'M12 Circular Connector 4-Pin, A-Coded',
        '68.00',
        'h',
      ],
      [
        'CON-PHX-SACC',
        'Phoenix Contact',
        'SACC-M12MS-4CON-PG9',
        'M12 现场接线插头 直头',
        'M12 Field-Wireable Plug, Straight',
        '85.00',
      ],
      ['CON-LAPP-M8', 'LAPP', 'EPIC M8 3-pin', 'M8 传感器连接器 3 芯', 'M8 Sensor Connector 3-Pin', '42.00'],
      [
        'CON-TE-M23',
        'TE Connectivity',
        'M23 12-pin',
        'M23 信号连接器 12 芯',
        'M23 Signal Connector 12-Pin',
        '260.00',
      ],
      [
        'CON-MUR-7000',
        'Murrelektronik',
        '7000-12221-6140500',
        'M12 预装电缆 5 m',
        'M12 Pre-Assembled Cable 5 m',
        '120.00',
        'r',
      ],
      [
        'CON-BIN-723',
        'binder',
        '99 0429 14 04',
        '7/8" 电源连接器 4 芯',
        '7/8" Power Connector 4-Pin',
        '150.00',
      ],
    ],
  },
  {
    category: DEMO_CATEGORY.terminalBlocks,
    shape: 'disc',
    colour: [150, 150, 160],
    unit: 'pcs',
    styles: [
      { name: { zh: '灰色', en: 'Grey' }, spec: 'Box of 50', factor: 1 },
      { name: { zh: '蓝色', en: 'Blue' }, spec: 'Box of 50', factor: 1.05 },
    ],
    parameters: (_item, i) => [
      p('导线截面积', 'Conductor cross-section', i === 0 ? '0.2…6 mm²' : '0.25…2.5 mm²'),
      p('额定电压', 'Rated voltage', '800 V'),
      p('额定电流', 'Rated current', i === 0 ? '32 A' : '24 A'),
      p(
        '连接方式',
        'Connection',
        [
          '螺钉 screw',
          '直插 push-in',
          '螺钉 screw',
          '直插 push-in',
          '直插 push-in',
          '拉力弹簧 tension clamp',
        ][i % 6] ?? '',
      ),
    ],
    scenario: html(
      ['控制柜配线', '机械设备接线', '楼宇电气安装'],
      ['Control cabinet wiring', 'Machine wiring', 'Building installations'],
    ),
    features: html(
      ['免工具直插接线', '标记条可选', '符合 IEC 60947-7-1'],
      ['Tool-free push-in wiring', 'Optional marker strips', 'To IEC 60947-7-1'],
    ),
    accessories: [
      { name: { zh: '端板', en: 'End plate' }, brand: 'WAGO', spec: '2002-1291', quantity: 1 },
      { name: { zh: '标记条', en: 'Marker strip' }, brand: 'WAGO', spec: '1-10', quantity: 1 },
    ],
    suite: [{ name: { zh: '接线端子', en: 'Terminal blocks' }, spec: '50', quantity: 50 }],
    manual: { zh: '接线说明', en: 'Wiring instructions' },
    items: [
      [
        'TB-PHX-UT4',
        'Phoenix Contact',
        'UT 4',
        '螺钉式直通接线端子 4 mm²',
        'Screw Feed-Through Terminal Block 4 mm²',
        '6.80',
      ],
      [
        'TB-WAGO-2002',
        'WAGO',
        '2002-1201',
        '弹簧式直通接线端子 2.5 mm²',
        'Push-in Spring Terminal Block 2.5 mm²',
        '4.20',
        'h',
      ],
      [
        'TB-WEID-WDU',
        'Weidmüller',
        'WDU 2.5',
        '螺钉式接线端子 WDU 2.5',
        'Screw Terminal Block WDU 2.5',
        '3.90',
      ],
      [
        'TB-PHX-PT25',
        'Phoenix Contact',
        'PT 2,5',
        '直插式接线端子 2.5 mm²',
        'Push-in Terminal Block 2.5 mm²',
        '5.10',
      ],
      [
        'TB-WAGO-2002-GND',
        'WAGO',
        '2002-1207',
        '接地端子 2.5 mm² 黄绿',
        'Ground Terminal Block 2.5 mm², Green-Yellow',
        '9.60',
      ],
      [
        'TB-WEID-ZDU',
        'Weidmüller',
        'ZDU 2.5',
        '拉力弹簧接线端子 ZDU 2.5',
        'Tension Clamp Terminal Block ZDU 2.5',
        '4.60',
        'r',
      ],
    ],
  },
];

/** base × factor, 2 decimals, from cents so that no float reaches the stored price. */
function priceOf(base: string, factor: number): string {
  const cents = Math.round(Math.round(Number(base) * 100) * factor);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The product codes of the demo catalogue (tests and benchmarks refer to them). */
export const DEMO_PRODUCT_CODES = FAMILIES.flatMap((family) => family.items.map((item) => item[0]));

/**
 * The bilingual demo catalogue: the demo category tree and 60 industrial products with styles, parameters,
 * rich texts, datasheets (PDF, made here), pictures (PNG, made here), accessories linked to other products
 * and suite contents. One insert per table, so that it stays fast enough for every test start.
 */
export async function seedDemoCatalogue(db: Database, tenantId: string, files?: FileStorage): Promise<void> {
  const categories = await seedDemoCategories(db, tenantId);
  const ids = new Map(DEMO_PRODUCT_CODES.map((code) => [code, newId()]));
  const products: (typeof mallProduct.$inferInsert)[] = [];
  const styles: (typeof mallProductStyle.$inferInsert)[] = [];
  const parameters: (typeof mallProductParameter.$inferInsert)[] = [];
  const resources: (typeof mallProductResource.$inferInsert)[] = [];
  const parts: (typeof mallProductPart.$inferInsert)[] = [];
  const writes: Promise<void>[] = [];
  const store = (folder: string, extension: string, content: () => Buffer): string | null => {
    if (!files) return null;
    const path = storedName(folder, extension);
    writes.push(files.put(path, content()));
    return path;
  };
  let sortNo = 0;

  for (const family of FAMILIES) {
    const categoryId = categories[family.category];
    if (!categoryId) throw new Error(`demo category ${family.category} missing`);
    const image = store('product', 'png', () => productPicture(family.shape, family.colour));
    const manualFile = store('resource', 'pdf', () =>
      datasheetPdf(family.manual.en, 'Demo catalogue', [
        'Read all safety notes before installing.',
        'Disconnect power before wiring.',
      ]),
    );
    for (const [index, item] of family.items.entries()) {
      const [code, brand, model, zh, en, base, flags = ''] = item;
      const id = ids.get(code) ?? newId();
      const name = { zh, en };
      const itemParameters = family.parameters(item, index);
      products.push({
        id,
        tenantId,
        categoryId,
        code,
        name,
        model,
        brand,
        images: image ? [image] : [],
        hot: flags.includes('h'),
        recommend: flags.includes('r'),
        status: ShelfStatus.onShelf,
        sortNo: ++sortNo,
        scenario: family.scenario,
        features: family.features,
        price: priceOf(base, Math.min(...family.styles.map((style) => style.factor))),
        currency: 'CNY',
        searchTerms: productSearchTerms({
          code,
          name,
          model,
          brand,
          parameters: itemParameters,
          styles: family.styles,
        }),
        createBy: 'system',
      });
      family.styles.forEach((style, styleIndex) =>
        styles.push({
          id: newId(),
          tenantId,
          productId: id,
          name: style.name,
          spec: style.spec,
          unit: family.unit,
          price: priceOf(base, style.factor),
          currency: 'CNY',
          status: ShelfStatus.onShelf,
          sortNo: styleIndex,
          createBy: 'system',
        }),
      );
      itemParameters.forEach((parameter, sort) =>
        parameters.push({
          id: newId(),
          tenantId,
          productId: id,
          name: parameter.name,
          value: parameter.value,
          sort,
        }),
      );
      const datasheet = store('resource', 'pdf', () =>
        datasheetPdf(`${en}`, `${brand} ${model} - datasheet`, [
          `Product code: ${code}`,
          ...itemParameters.map((parameter) => `${parameter.name.en}: ${parameter.value}`),
          ...family.styles.map((style) => `Style ${style.name.en}: ${style.spec}`),
        ]),
      );
      resources.push(
        {
          id: newId(),
          tenantId,
          productId: id,
          title: { zh: `${zh} 数据手册`, en: `${en} datasheet` },
          date: `2025-${String((index % 9) + 1).padStart(2, '0')}-15`,
          version: `V${1 + (index % 3)}.${index % 4}`,
          comment: { zh: '技术参数与尺寸图', en: 'Technical data and dimension drawings' },
          file: datasheet,
          fileName: `${code}-datasheet.pdf`,
          sortNo: 0,
        },
        {
          id: newId(),
          tenantId,
          productId: id,
          title: family.manual,
          date: '2024-11-01',
          version: 'V1.0',
          comment: { zh: '适用于整个系列', en: 'Applies to the whole series' },
          file: manualFile,
          fileName: `${family.manual.en.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
          sortNo: 1,
        },
      );
      let partSort = 0;
      for (const accessory of family.accessories) {
        const linkedId = accessory.code ? ids.get(accessory.code) : undefined;
        if (accessory.code === code) continue;
        const linked = accessory.code
          ? FAMILIES.flatMap((other) => other.items).find((other) => other[0] === accessory.code)
          : undefined;
        parts.push({
          id: newId(),
          tenantId,
          productId: id,
          kind: PartKind.accessory,
          name: linked ? { zh: linked[3], en: linked[4] } : (accessory.name ?? { zh: '', en: '' }),
          brand: linked ? linked[1] : (accessory.brand ?? ''),
          spec: linked ? linked[2] : (accessory.spec ?? ''),
          quantity: accessory.quantity,
          partProductId: linkedId ?? null,
          sortNo: partSort++,
        });
      }
      for (const content of family.suite) {
        parts.push({
          id: newId(),
          tenantId,
          productId: id,
          kind: PartKind.suite,
          name: content.name,
          brand,
          spec: content.spec ?? model,
          quantity: content.quantity,
          partProductId: null,
          sortNo: partSort++,
        });
      }
    }
  }

  await db.insert(mallProduct).values(products);
  await db.insert(mallProductStyle).values(styles);
  await db.insert(mallProductParameter).values(parameters);
  await db.insert(mallProductResource).values(resources);
  await db.insert(mallProductPart).values(parts);
  await Promise.all(writes);
}
