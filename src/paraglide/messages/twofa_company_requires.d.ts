/**
* | output |
* | --- |
* | "Your company requires two-factor sign-in. Set up an authenticator app now." |
*
* @param {Twofa_Company_RequiresInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_company_requires: ((inputs?: Twofa_Company_RequiresInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Company_RequiresInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Company_RequiresInputs = {};
