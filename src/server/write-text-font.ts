import { TEXT_FONT, writeTextFont } from './text-font.ts';

const { before, after } = await writeTextFont();
console.log(
  `${TEXT_FONT}: ${(after / 1024).toFixed(1)} KB (Inter's Latin file: ${(before / 1024).toFixed(1)} KB)`,
);
