/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_S3_TitleInputs */

const en_privacy_s3_title = /** @type {(inputs: Privacy_S3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. Who can see it`)
};

const hi_privacy_s3_title = /** @type {(inputs: Privacy_S3_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3. इसे कौन देख सकता है`)
};

/**
* | output |
* | --- |
* | "3. Who can see it" |
*
* @param {Privacy_S3_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const privacy_s3_title = /** @type {((inputs?: Privacy_S3_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_S3_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_privacy_s3_title(inputs)
	return en_privacy_s3_title(inputs)
});