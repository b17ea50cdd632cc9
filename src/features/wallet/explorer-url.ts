export { explorerUrl } from '../../contract/explorer-url';
