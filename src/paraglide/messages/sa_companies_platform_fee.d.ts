/**
* | output |
* | --- |
* | "Platform Fee (%)" |
*
* @param {Sa_Companies_Platform_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_platform_fee: ((inputs?: Sa_Companies_Platform_FeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Platform_FeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Platform_FeeInputs = {};
