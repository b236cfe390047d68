/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refer_EmptyInputs */

const en_refer_empty = /** @type {(inputs: Refer_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has registered with your link yet.`)
};

const hi_refer_empty = /** @type {(inputs: Refer_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी तक किसी ने आपके लिंक से रजिस्टर नहीं किया है।`)
};

/**
* | output |
* | --- |
* | "Nobody has registered with your link yet." |
*
* @param {Refer_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_empty = /** @type {((inputs?: Refer_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refer_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_refer_empty(inputs)
	return en_refer_empty(inputs)
});