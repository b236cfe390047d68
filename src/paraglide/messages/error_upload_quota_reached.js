/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ megabytes: NonNullable<unknown> }} Error_Upload_Quota_ReachedInputs */

const en_error_upload_quota_reached = /** @type {(inputs: Error_Upload_Quota_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have reached today's upload limit of ${i?.megabytes} MB. Please try again tomorrow.`)
};

const hi_error_upload_quota_reached = /** @type {(inputs: Error_Upload_Quota_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आप आज की ${i?.megabytes} MB की अपलोड सीमा तक पहुँच गए हैं। कृपया कल फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "You have reached today's upload limit of {megabytes} MB. Please try again tomorrow." |
*
* @param {Error_Upload_Quota_ReachedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_upload_quota_reached = /** @type {((inputs: Error_Upload_Quota_ReachedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Upload_Quota_ReachedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_upload_quota_reached(inputs)
	return en_error_upload_quota_reached(inputs)
});