export { default } from '../../components/sections/company/legal-page'
