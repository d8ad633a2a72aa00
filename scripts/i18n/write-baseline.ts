import { untranslatedWebText } from './scan-web-text.ts';
import { untranslatedMessages, writeBaselines } from './check.ts';

await writeBaselines();
const web = Object.values(untranslatedWebText()).reduce((a, b) => a + b, 0);
console.log(`English still in the web app's code: ${web} texts; messages without French: ${(await untranslatedMessages()).length}`);
