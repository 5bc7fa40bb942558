// PDF quotation render time: a 50-line bilingual quotation (Chinese and English product names), rendered
// BENCH_PDF_RUNS (50) times after BENCH_PDF_WARMUP (10) warm-up renders; p50 and p95 against the 100 ms target.
import { renderQuotation, type Quotation } from '../../apps/server/src/modules/demand/quotation-pdf';
import { useFastCffSubsets } from '../../apps/server/src/platform/pdf/render';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 50);
const WARMUP = Number(process.env.BENCH_PDF_WARMUP ?? 10);
const TARGET_P50_MS = 100;

function quotation(locale: 'zh' | 'en', n: number): Quotation {
  return {
    locale,
    providerName: '默认租户 Default Tenant',
    portCity: locale === 'zh' ? '上海' : 'Shanghai',
    orderNo: `D20261122-${String(n).padStart(6, '0')}`,
    quoteDate: '2026-11-22',
    validUntil: '2026-12-22',
    validityDays: 30,
    customerName: '采购员 Buyer',
    customerPhone: '13800000003',
    customerCompany: '华东机电有限公司 East China Electromechanical Co.',
    memo: '请尽快报价 Please quote soon',
    currency: 'CNY',
    lines: Array.from({ length: 50 }, (_, i) => ({
      productName: `六角头螺栓 Hex head bolt M${8 + (i % 5)}×${20 + i} 8.8级 镀锌 zinc-plated`,
      model: `DIN 933 M${8 + (i % 5)}`,
      styleName: `规格 Style ${i + 1}`,
      spec: '8.8 / 镀锌',
      quantity: 100 + i,
      unitPrice: '0.85',
      standardPrice: (0.85 * (100 + i)).toFixed(2),
      actualPrice: (0.85 * 0.9 * (100 + i)).toFixed(4),
    })),
    standardPrice: '4771.25',
    discountRate: '0.9',
    adjustment: '-10',
    actualPrice: '4284.125',
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

const started = performance.now();
await renderQuotation(quotation('zh', 0));
console.log(`first render (loads and parses the font): ${(performance.now() - started).toFixed(0)} ms`);
for (let i = 0; i < WARMUP; i++) await renderQuotation(quotation(i % 2 === 0 ? 'en' : 'zh', i));

async function measure(label: string): Promise<number> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const pdf = await renderQuotation(quotation(i % 2 === 0 ? 'zh' : 'en', i));
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  console.log(
    `${label}50-line bilingual quotation, ${RUNS} renders: p50 ${p50.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `max ${(times.at(-1) ?? 0).toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KB`,
  );
  return p50;
}

// The same renders without the CFF subset fast path first, in this process, to show what it saves.
if (process.env.BENCH_PDF_COMPARE !== 'false') {
  useFastCffSubsets(false);
  await measure('without the CFF subset fast path: ');
  useFastCffSubsets(true);
}
const p50 = await measure('');
console.log(`target p50 < ${TARGET_P50_MS} ms: ${p50 < TARGET_P50_MS ? 'met' : 'NOT met'}`);
