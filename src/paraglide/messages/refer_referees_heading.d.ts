/**
* | output |
* | --- |
* | "Members you referred" |
*
* @param {Refer_Referees_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_referees_heading: ((inputs?: Refer_Referees_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Referees_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Referees_HeadingInputs = {};
