import WidgetSchedule

/// `policy: { earliest: [...] }` as the schedule library's `ReloadPolicy.earliest`: the generated provider asks
/// `ReloadPolicy.nextRequestDate` for the earlier date, the very code the report simulates.
enum EarliestPolicyExpression {
    static func policy(_ candidates: [ReloadPolicy]) -> SwiftExpression {
        SwiftExpression.type(.library(ReloadPolicy.self)).dot("earliest")
            .call(SwiftArgument(.array(candidates.map(ScheduleExpression.policy))))
    }
}
