declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      keepFeatures?: string[];
      /** Per axis tag: a value pins the axis, a range keeps that part of it. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, toFormat: 'truetype' | 'woff2' | 'woff'): Promise<Buffer> };
  export default fontverter;
}
