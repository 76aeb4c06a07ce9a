import { TEXT_FONT, TYPED_FONT, writeTextFont } from './text-font.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const { before, site, typed } = await writeTextFont();
console.log(`${TEXT_FONT}: ${kb(site)}\n${TYPED_FONT}: ${kb(typed)}\n(Inter's Latin file: ${kb(before)})`);
