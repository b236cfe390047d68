/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Web_App_Not_BuiltInputs */

const en_error_web_app_not_built = /** @type {(inputs: Error_Web_App_Not_BuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The web app is not built yet. Run npm run build.`)
};

const hi_error_web_app_not_built = /** @type {(inputs: Error_Web_App_Not_BuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वेब ऐप अभी बना नहीं है। npm run build चलाएँ।`)
};

/**
* | output |
* | --- |
* | "The web app is not built yet. Run npm run build." |
*
* @param {Error_Web_App_Not_BuiltInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_web_app_not_built = /** @type {((inputs?: Error_Web_App_Not_BuiltInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Web_App_Not_BuiltInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_error_web_app_not_built(inputs)
	return en_error_web_app_not_built(inputs)
});