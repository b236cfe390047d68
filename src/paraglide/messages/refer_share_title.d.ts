/**
* | output |
* | --- |
* | "{symbol} token pre-launch" |
*
* @param {Refer_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_share_title: ((inputs: Refer_Share_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Share_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Share_TitleInputs = {
    symbol: NonNullable<unknown>;
};
