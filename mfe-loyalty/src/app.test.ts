import { describeRemoteContract } from '@casino/shared/testing';
import app from './app';
import pkg from '../package.json';

describeRemoteContract(app, pkg, __dirname);
