/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Privacy_Back_HomeInputs */

const en_privacy_back_home = /** @type {(inputs: Privacy_Back_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to the ${i?.title} home page`)
};

const hi_privacy_back_home = /** @type {(inputs: Privacy_Back_HomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} के होम पेज पर वापस जाएँ`)
};

/**
* | output |
* | --- |
* | "Back to the {title} home page" |
*
* @param {Privacy_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_back_home = /** @type {((inputs: Privacy_Back_HomeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Back_HomeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_back_home(inputs)
	return en_privacy_back_home(inputs)
});