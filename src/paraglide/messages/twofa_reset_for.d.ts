/**
* | output |
* | --- |
* | "For an admin of {company} ({symbol}) who lost their authenticator app and their recovery codes." |
*
* @param {Twofa_Reset_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_reset_for: ((inputs: Twofa_Reset_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Reset_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Reset_ForInputs = {
    company: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
};
