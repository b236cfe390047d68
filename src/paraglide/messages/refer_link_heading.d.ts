/**
* | output |
* | --- |
* | "Your referral link" |
*
* @param {Refer_Link_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_heading: ((inputs?: Refer_Link_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Link_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Link_HeadingInputs = {};
