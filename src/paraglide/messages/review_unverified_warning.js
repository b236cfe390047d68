/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Review_Unverified_WarningInputs */

const en_review_unverified_warning = /** @type {(inputs: Review_Unverified_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has not been verified by an admin yet. Check who they are before you approve: the tokens are credited at once.`)
};

const hi_review_unverified_warning = /** @type {(inputs: Review_Unverified_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} को अभी तक किसी एडमिन ने सत्यापित नहीं किया है। स्वीकृत करने से पहले जाँच लें कि वे कौन हैं: टोकन तुरंत जमा हो जाते हैं।`)
};

/**
* | output |
* | --- |
* | "{name} has not been verified by an admin yet. Check who they are before you approve: the tokens are credited at once." |
*
* @param {Review_Unverified_WarningInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const review_unverified_warning = /** @type {((inputs: Review_Unverified_WarningInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Unverified_WarningInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_review_unverified_warning(inputs)
	return en_review_unverified_warning(inputs)
});