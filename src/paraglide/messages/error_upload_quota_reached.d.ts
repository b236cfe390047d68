/**
* | output |
* | --- |
* | "You have reached today's upload limit of {megabytes} MB. Please try again tomorrow." |
*
* @param {Error_Upload_Quota_ReachedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_upload_quota_reached: ((inputs: Error_Upload_Quota_ReachedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Upload_Quota_ReachedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Upload_Quota_ReachedInputs = {
    megabytes: NonNullable<unknown>;
};
