/**
* | output |
* | --- |
* | "Time Left:" |
*
* @param {Refer_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_time_left: ((inputs?: Refer_Time_LeftInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Time_LeftInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Time_LeftInputs = {};
