/**
* | output |
* | --- |
* | "On since {date}." |
*
* @param {Twofa_On_SinceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const twofa_on_since: ((inputs: Twofa_On_SinceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_On_SinceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_On_SinceInputs = {
    date: NonNullable<unknown>;
};
