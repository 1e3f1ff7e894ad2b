import Foundation
import Testing

@testable import WidgetSpecKit

@Suite("Diagnostic catalog")
struct CatalogTests {
    @Test func idsAreUniqueAndSorted() {
        let ids = DiagnosticCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
    }

    @Test func namesAreUniqueKebabCase() {
        let names = DiagnosticCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
        }
    }

    @Test func checkerRulesSayWhatTheyRestOn() {
        for description in DiagnosticCatalog.all {
            switch description.source {
            case .apple(let ids):
                #expect(description.category.isCheckerRule, "\(description.id)")
                #expect(!ids.isEmpty, "\(description.id) cites no Apple source")
            case .assumption(let reason):
                #expect(description.category.isCheckerRule, "\(description.id)")
                #expect(reason.count > 20, "\(description.id) gives no reason for its assumption")
            case .specLanguage:
                #expect(!description.category.isCheckerRule, "\(description.id) has no source")
            }
        }
    }

    @Test func citedSourcesExistInTheReference() {
        for description in DiagnosticCatalog.all {
            var cited = ReferenceSourceIDs.cited(in: description.rationale)
            switch description.source {
            case .apple(let ids): cited += ids
            case .assumption(let reason): cited += ReferenceSourceIDs.cited(in: reason)
            case .specLanguage: break
            }
            for id in cited {
                #expect(ReferenceSourceIDs.all.contains(id), "\(description.id) cites \(id), which the reference lacks")
            }
        }
    }

    @Test func referenceSourceIDsAreTheReferenceList() {
        #expect(ReferenceSourceIDs.all.count == 37 + 1 + 6 + 5 + 4 + 3 + 3 + 6 + 3 + 2 + 2 + 3)
        #expect(!ReferenceSourceIDs.all.contains("S11"))
        #expect(ReferenceSourceIDs.cited(in: "see [S3][S33b] and [S 4]") == ["S3", "S33b"])
    }

    @Test func reportAssumptionsSayWhatTheyRestOn() {
        #expect(ReportAssumption.all.count >= 10)
        for assumption in ReportAssumption.all {
            switch assumption.source {
            case .apple(let ids): #expect(!ids.isEmpty, "\(assumption.name) cites no Apple source")
            case .assumption(let reason):
                #expect(reason.count > 20, "\(assumption.name) gives no reason for its assumption")
            case .specLanguage: Issue.record("\(assumption.name) is a report assumption, not a spec-language rule")
            }
            var cited = ReferenceSourceIDs.cited(in: assumption.explanation + assumption.summary)
            switch assumption.source {
            case .apple(let ids): cited += ids
            case .assumption(let reason): cited += ReferenceSourceIDs.cited(in: reason)
            case .specLanguage: break
            }
            #expect(!cited.isEmpty, "\(assumption.name) cites no source at all")
            for id in cited {
                #expect(
                    ReferenceSourceIDs.all.contains(id), "\(assumption.name) cites \(id), which the reference lacks")
            }
        }
    }

    @Test func reportAssumptionNamesAreUniqueKebabCaseAndNoRuleNames() {
        let names = ReportAssumption.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Set(names).isDisjoint(with: DiagnosticCatalog.all.map(\.name)))
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)")
            #expect(ReportAssumption.named(name.uppercased())?.name == name)
        }
        #expect(ReportAssumption.named("no-such-thing") == nil)
    }

    @Test func optInRulesAreCheckerRules() {
        #expect(!DiagnosticCatalog.optInIDs.isEmpty)
        for id in DiagnosticCatalog.optInIDs {
            #expect(DiagnosticCatalog.description(of: id)?.canBeDisabled == true)
        }
    }

    @Test func looksUpByIDInAnyCaseOrByName() {
        #expect(DiagnosticCatalog.lookup("ws0704")?.id == DiagnosticDescription.deadEntries.id)
        #expect(DiagnosticCatalog.lookup("reload-loop")?.id == DiagnosticDescription.reloadLoop.id)
        #expect(DiagnosticCatalog.lookup("nothing") == nil)
    }

    @Test func suggestsTheClosestID() {
        #expect(DiagnosticCatalog.suggestion(for: "ws0705") == "WS0705")
        #expect(DiagnosticCatalog.suggestion(for: "WS07O5") == "WS0705")
        #expect(DiagnosticCatalog.suggestion(for: "completely-wrong") == nil)
    }
}
