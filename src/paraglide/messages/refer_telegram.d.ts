/**
* | output |
* | --- |
* | "Telegram" |
*
* @param {Refer_TelegramInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_telegram: ((inputs?: Refer_TelegramInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_TelegramInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_TelegramInputs = {};
