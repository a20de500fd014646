import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import { SimulatedPaymentGateway } from '../../../adapters/payments-simulator/simulated-payment-gateway';
import { describeRefundScenarios } from './refund-scenarios';
import { refundsProcess } from './refunds-world';

describeRefundScenarios('the simulator, in memory', async () => {
  const simulator = new SimulatedPaymentGateway();
  const process = refundsProcess(inMemoryPersistence(), simulator);
  return {
    process,
    givenBack: () => simulator.refunds(),
    serverErrors: (n) => process.gateway.failNextRefund(...Array(n).fill('lost-request')),
    droppedAnswers: (n) => process.gateway.failNextRefund(...Array(n).fill('lost-answer')),
    refuseNext: () => simulator.failNextRefund('refused'),
  };
});
