/**
* | output |
* | --- |
* | "Reset two-factor of an admin of {company}" |
*
* @param {Sa_Companies_Reset_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const sa_companies_reset_of: ((inputs: Sa_Companies_Reset_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sa_Companies_Reset_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sa_Companies_Reset_OfInputs = {
    company: NonNullable<unknown>;
};
