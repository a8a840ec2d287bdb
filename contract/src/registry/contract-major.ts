import contractJson from '../../contract.json';

/** Major version of the RemoteApp interface. The shell refuses remotes built for another major. */
export const CONTRACT_MAJOR: number = contractJson.major;
