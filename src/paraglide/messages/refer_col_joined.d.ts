/**
* | output |
* | --- |
* | "Date Joined" |
*
* @param {Refer_Col_JoinedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_col_joined: ((inputs?: Refer_Col_JoinedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Col_JoinedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Col_JoinedInputs = {};
