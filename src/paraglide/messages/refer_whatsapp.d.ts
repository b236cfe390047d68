/**
* | output |
* | --- |
* | "WhatsApp" |
*
* @param {Refer_WhatsappInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_whatsapp: ((inputs?: Refer_WhatsappInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_WhatsappInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_WhatsappInputs = {};
